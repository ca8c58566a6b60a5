import { ArrayMaxSize, IsBoolean, IsIn, IsInt, MaxLength, ValidateNested } from 'class-validator';
import { Field, InputType, Int } from 'type-graphql';
import {
  BRIEFING_MAX_PARTICIPANTS,
  BRIEFING_ROLE_CATEGORY_VALUES,
  BRIEFING_TYPES,
  BRIEFING_TYPE_MESSAGE,
  MEETING_TYPES,
  MEETING_TYPE_MESSAGE,
  TARGET_AUDIENCE_MESSAGE,
  TOO_MANY_PARTICIPANTS_MESSAGE,
  byteLimitOf,
} from '@portal/domain';
import { MaxBytes } from '@portal/graph-kit';

const bytes = (field: Parameters<typeof byteLimitOf<'briefing'>>[1]) => MaxBytes(byteLimitOf('briefing', field));

@InputType({ description: 'An analyst to brief: chosen from the list (value = bio id) or typed in (value empty)' })
export class BriefingAnalystInput {
  @Field({ description: 'The analyst\'s id', defaultValue: '' }) @MaxLength(20) value!: string;
  @Field({ description: 'The analyst\'s name' }) @bytes('analysts') label!: string;
}

@InputType({ description: 'A participant of the briefing: full name, job title and e-mail address are required' })
export class BriefingParticipantInput {
  @Field({ description: 'Full name' }) @bytes('participantFullName') fullName!: string;
  @Field({ description: 'Job title' }) @bytes('participantJobTitle') jobTitle!: string;
  @Field({ description: 'E-mail address' }) @bytes('participantEmailAddress') emailAddress!: string;
}

@InputType({ description: 'The briefing form (spec 1 §3); limits in UTF-8 bytes (spec 1 §5)' })
export class BriefingInput {
  @Field({ description: 'The subject' }) @bytes('subject') subject!: string;

  @Field({ description: BRIEFING_TYPES.join(', ') })
  @IsIn(BRIEFING_TYPES, { message: BRIEFING_TYPE_MESSAGE })
  briefingType!: string;

  @Field({ description: 'What the company wants to brief the analysts about' }) @bytes('briefingDescription') briefingDescription!: string;
  @Field({ defaultValue: '', description: 'Preferred dates and times, in the reader’s words' }) @bytes('briefingDate') briefingDate!: string;

  @Field(() => Int, { description: MEETING_TYPES.map((type) => `${type.value} ${type.label}`).join(', ') })
  @IsIn(MEETING_TYPES.map((type) => type.value), { message: MEETING_TYPE_MESSAGE })
  meetingType!: number;

  @Field({ description: 'Where to meet, for a briefing in person', defaultValue: '' }) @bytes('inPersonMeetingLocation') inPersonMeetingLocation!: string;
  @Field({ description: 'Who from the company attends the briefing', defaultValue: '' }) @bytes('meetingAttendees') meetingAttendees!: string;

  @Field(() => [Int], { description: 'Role categories: 5 Technology Management, 6 Technology Industry, 8 Marketing and Strategy' })
  @ArrayMaxSize(BRIEFING_ROLE_CATEGORY_VALUES.length)
  @IsInt({ each: true, message: TARGET_AUDIENCE_MESSAGE })
  @IsIn(BRIEFING_ROLE_CATEGORY_VALUES, { each: true, message: TARGET_AUDIENCE_MESSAGE })
  targetAudiences!: number[];

  @Field(() => [BriefingAnalystInput], { description: 'The analysts', defaultValue: [] })
  @ArrayMaxSize(50)
  @ValidateNested({ each: true })
  analysts!: BriefingAnalystInput[];

  @Field({ description: 'The coverage area, when none of the offered ones fits', defaultValue: '' }) @bytes('customCoverageArea') customCoverageArea!: string;
  @Field({ description: 'Company name' }) @bytes('companyName') companyName!: string;
  @Field({ description: 'The company\'s street address', defaultValue: '' }) @bytes('companyAddress') companyAddress!: string;
  @Field({ description: 'The company\'s city', defaultValue: '' }) @bytes('companyCity') companyCity!: string;
  @Field({ description: 'The company\'s state or province', defaultValue: '' }) @bytes('companyState') companyState!: string;
  @Field({ description: 'The company\'s region, when its country has no states to choose from', defaultValue: '' }) @bytes('companyStateOther') companyStateOther!: string;
  @Field({ description: 'The company\'s country', defaultValue: '' }) @bytes('companyCountry') companyCountry!: string;
  @Field({ description: 'The company\'s ZIP or postal code', defaultValue: '' }) @bytes('companyZipCode') companyZipCode!: string;
  @Field({ description: 'The company\'s phone number', defaultValue: '' }) @bytes('companyPhone') companyPhone!: string;
  @Field({ description: 'The company\'s website', defaultValue: '' }) @bytes('companyURL') companyURL!: string;
  @Field({ description: 'What the company does', defaultValue: '' }) @bytes('companyPurpose') companyPurpose!: string;

  @Field({ defaultValue: false, description: 'Save the company information for the next briefing' })
  @IsBoolean()
  companyInfoSave!: boolean;

  @Field(() => [BriefingParticipantInput], { defaultValue: [], description: `Up to ${BRIEFING_MAX_PARTICIPANTS}` })
  @ArrayMaxSize(BRIEFING_MAX_PARTICIPANTS, { message: TOO_MANY_PARTICIPANTS_MESSAGE })
  @ValidateNested({ each: true })
  participants!: BriefingParticipantInput[];

  @Field({ description: 'The captcha solution' }) @MaxLength(16_384) recaptchaToken!: string;
}
