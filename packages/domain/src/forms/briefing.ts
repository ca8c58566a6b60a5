// /briefing (spec 1 §3, §5, §9): a vendor proposes a briefing to the analysts. Every text field is
// bounded in UTF-8 bytes (byteLimits.ts); up to three participants, each with full name and job
// title, and an e-mail address of a standard shape; the analysts are unique by label. The company
// information can be saved for next time (companyInfoSave).
import type { input, output, RefinementCtx } from 'zod';
import { z } from '../zod.js';
import { FORM_BYTE_LIMITS, byteLimitOf, tooManyBytesMessage, utf8ByteLength } from '../byteLimits.js';
import { REQUIRED_MESSAGE } from '../profile.js';
import {
  BRIEFING_MAX_PARTICIPANTS,
  BRIEFING_ROLE_CATEGORY_VALUES,
  BRIEFING_TYPES,
  IN_PERSON_MEETING,
  MEETING_TYPES,
  type BriefingRoleCategory,
  type MeetingType,
} from '../providerForms.js';
import { EMAIL_SHAPE, EMAIL_SHAPE_MESSAGE, byteBoundedText } from './fields.js';
import { captchaToken } from './contact.js';

const limit = (field: Parameters<typeof byteLimitOf<'briefing'>>[1]) => byteLimitOf('briefing', field);

export const BRIEFING_TYPE_MESSAGE = 'Choose the type of briefing';
export const MEETING_TYPE_MESSAGE = 'Choose how you would like to meet';
export const TARGET_AUDIENCE_MESSAGE = 'Choose at least one audience';
export const DUPLICATE_ANALYST_MESSAGE = 'This analyst is already on the list';
export const TOO_MANY_PARTICIPANTS_MESSAGE = `Add up to ${BRIEFING_MAX_PARTICIPANTS} participants`;
export const MEETING_LOCATION_MESSAGE = 'Please tell us where to meet';

/** The analysts as the provider receives them: their labels, comma separated. */
export const analystsWireText = (analysts: readonly { label: string }[]) => analysts.map((analyst) => analyst.label).join(', ');

export const briefingAnalystSchema = z.object({
  /** The analyst's bio id when chosen from the list; '' for a name typed in. */
  value: z.string().max(20),
  label: z.string().refine((label) => label.trim() !== '', { error: REQUIRED_MESSAGE }),
});

export const briefingParticipantSchema = z.object({
  fullName: byteBoundedText(limit('participantFullName'), { required: true }),
  jobTitle: byteBoundedText(limit('participantJobTitle'), { required: true }),
  emailAddress: byteBoundedText(limit('participantEmailAddress'), { required: true }).refine((value) => EMAIL_SHAPE.test(value.trim()), {
    error: EMAIL_SHAPE_MESSAGE,
  }),
});
export type BriefingParticipant = output<typeof briefingParticipantSchema>;

const meetingTypeValues = MEETING_TYPES.map((type) => type.value) as number[];

/** The briefing's fields, before the rules that span fields. */
export const briefingFieldsSchema = z.object({
    subject: byteBoundedText(limit('subject'), { required: true }),
    briefingType: z.enum(BRIEFING_TYPES, { error: BRIEFING_TYPE_MESSAGE }),
    briefingDescription: byteBoundedText(limit('briefingDescription'), { required: true }),
    briefingDate: byteBoundedText(limit('briefingDate')),
    meetingType: z
      .number({ error: MEETING_TYPE_MESSAGE })
      .refine((value): value is MeetingType => meetingTypeValues.includes(value), { error: MEETING_TYPE_MESSAGE }),
    inPersonMeetingLocation: byteBoundedText(limit('inPersonMeetingLocation')),
    meetingAttendees: byteBoundedText(limit('meetingAttendees')),
    targetAudiences: z
      .array(z.number().refine((value): value is BriefingRoleCategory => (BRIEFING_ROLE_CATEGORY_VALUES as number[]).includes(value)), {
        error: TARGET_AUDIENCE_MESSAGE,
      })
      .min(1, { error: TARGET_AUDIENCE_MESSAGE })
      .max(BRIEFING_ROLE_CATEGORY_VALUES.length),
    analysts: z
      .array(briefingAnalystSchema)
      .max(50)
      .superRefine((analysts, context) => {
        const seen = new Set<string>();
        analysts.forEach((analyst, index) => {
          const key = analyst.label.trim().toLowerCase();
          if (seen.has(key)) context.addIssue({ code: 'custom', message: DUPLICATE_ANALYST_MESSAGE, path: [index, 'label'] });
          seen.add(key);
        });
        if (utf8ByteLength(analystsWireText(analysts)) > limit('analysts')) context.addIssue({ code: 'custom', message: tooManyBytesMessage(limit('analysts')) });
      }),
    customCoverageArea: byteBoundedText(limit('customCoverageArea')),
    companyName: byteBoundedText(limit('companyName'), { required: true }),
    companyAddress: byteBoundedText(limit('companyAddress')),
    companyCity: byteBoundedText(limit('companyCity')),
    companyState: byteBoundedText(limit('companyState')),
    companyStateOther: byteBoundedText(limit('companyStateOther')),
    companyCountry: byteBoundedText(limit('companyCountry')),
    companyZipCode: byteBoundedText(limit('companyZipCode')),
    companyPhone: byteBoundedText(limit('companyPhone')),
    companyURL: byteBoundedText(limit('companyURL')),
    companyPurpose: byteBoundedText(limit('companyPurpose')),
    companyInfoSave: z.boolean(),
    participants: z.array(briefingParticipantSchema).max(BRIEFING_MAX_PARTICIPANTS, { error: TOO_MANY_PARTICIPANTS_MESSAGE }),
    recaptchaToken: captchaToken,
});

/** Meeting in person needs a place to meet. */
function meetingLocationRule(values: { meetingType: number; inPersonMeetingLocation: string }, context: RefinementCtx) {
  if (values.meetingType === IN_PERSON_MEETING && values.inPersonMeetingLocation.trim() === '') {
    context.addIssue({ code: 'custom', message: MEETING_LOCATION_MESSAGE, path: ['inPersonMeetingLocation'] });
  }
}

export const briefingFormSchema = briefingFieldsSchema.superRefine(meetingLocationRule);
export type BriefingFormValues = output<typeof briefingFormSchema>;
export type BriefingFormInput = input<typeof briefingFormSchema>;

/** The company fields that can be saved for next time, by form name. */
export const BRIEFING_COMPANY_FIELDS = FORM_BYTE_LIMITS.filter((row) => row.form === 'briefing' && 'saved' in row && row.saved).map((row) => ({
  field: row.field as keyof BriefingFormValues,
  saved: (row as { saved: string }).saved,
}));

const wireNameOf = (field: string) => FORM_BYTE_LIMITS.find((row) => row.form === 'briefing' && row.field === field)?.wire ?? field;

/**
 * The briefing as upstream receives it (spec 1 §3): the same rules under the wire names (City,
 * Name, Phone, Purpose, URL, ZipCode, StateOther…), the analysts as one text of labels.
 */
export const briefingWireSchema = z
  .object(
    Object.fromEntries(
      Object.entries(briefingFieldsSchema.shape).map(([field, schema]) => [
        wireNameOf(field),
        field === 'analysts' ? byteBoundedText(limit('analysts')) : schema,
      ]),
    ),
  )
  .superRefine((values, context) => meetingLocationRule(values as { meetingType: number; inPersonMeetingLocation: string }, context));

/** The REST body of a briefing: each field under its wire name (byteLimits.ts), the analysts as one text. */
export function briefingWireBody(values: BriefingFormValues): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(values)) {
    const row = FORM_BYTE_LIMITS.find((limitRow) => limitRow.form === 'briefing' && limitRow.field === field);
    body[row?.wire ?? field] = field === 'analysts' ? analystsWireText(values.analysts) : value;
  }
  return body;
}

/** What is saved of the company, under the saved names (companyTelephone, companyOtherState, companyZip…). */
export function savedCompanyInfo(values: BriefingFormValues): Record<string, string> {
  return Object.fromEntries(BRIEFING_COMPANY_FIELDS.map(({ field, saved }) => [saved, String(values[field] ?? '')]));
}

export function emptyBriefingForm(): BriefingFormValues {
  return {
    subject: '',
    briefingType: undefined as unknown as BriefingFormValues['briefingType'],
    briefingDescription: '',
    briefingDate: '',
    meetingType: 0,
    inPersonMeetingLocation: '',
    meetingAttendees: '',
    targetAudiences: [],
    analysts: [],
    customCoverageArea: '',
    companyName: '',
    companyAddress: '',
    companyCity: '',
    companyState: '',
    companyStateOther: '',
    companyCountry: '',
    companyZipCode: '',
    companyPhone: '',
    companyURL: '',
    companyPurpose: '',
    companyInfoSave: false,
    participants: [],
    recaptchaToken: '',
  };
}
