import { describe, expect, it } from 'vitest';
import { BRIEFING_TYPES, contactFormType, formRateLimitMessage, inquiryFormsAllowed } from './providerForms.js';
import {
  DEADLINE_PAST_MESSAGE,
  DUPLICATE_ANALYST_MESSAGE,
  MEETING_LOCATION_MESSAGE,
  briefingFormSchema,
  briefingWireBody,
  briefingWireSchema,
  contactFormSchema,
  deadlineProblem,
  earliestDeadline,
  emptyBriefingForm,
  emptyContactForm,
  emptyInquiryForm,
  inquiryFormSchema,
  savedCompanyInfo,
  visitorContactFormSchema,
} from './forms/index.js';

const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('contact form', () => {
  const valid = { ...emptyContactForm(9), subject: 'Access', message: 'Please help', recaptchaToken: 'solved' };

  it('accepts a subject of exactly 200 bytes of multi-byte text and refuses one byte more', () => {
    const subject = '€'.repeat(66) + 'ab'; // 198 + 2
    expect(contactFormSchema.safeParse({ ...valid, subject }).success).toBe(true);
    expect(issues(contactFormSchema.safeParse({ ...valid, subject: subject + 'c' }))).toEqual({ subject: 'Must be 200 bytes or fewer' });
  });

  it('refuses a blank subject and message and a missing captcha with the messages', () => {
    expect(issues(contactFormSchema.safeParse({ ...valid, subject: ' ', message: '', recaptchaToken: '' }))).toEqual({
      subject: 'This field is required',
      message: 'This field is required',
      recaptchaToken: 'Please complete the captcha',
    });
  });

  it('refuses an unknown contact type', () => {
    expect(contactFormSchema.safeParse({ ...valid, contactType: 11 }).success).toBe(false);
    expect(contactFormType(11).id).toBe(9);
    expect(contactFormType('26').title).toBe('Media And Press Inquiries');
  });

  it('asks a visitor for a name and an address of a standard shape', () => {
    expect(issues(visitorContactFormSchema.safeParse({ ...valid, name: '', email: 'not-an-address' }))).toEqual({
      name: 'This field is required',
      email: 'Please enter a valid email address',
    });
  });
});

describe('inquiry form', () => {
  const valid = { ...emptyInquiryForm('inquiry'), subject: 'Buying journeys', question: 'Which vendors?', recaptchaToken: 'solved' };

  it('bounds subject at 100 bytes', () => {
    expect(inquiryFormSchema.safeParse({ ...valid, subject: 'é'.repeat(50) }).success).toBe(true);
    expect(issues(inquiryFormSchema.safeParse({ ...valid, subject: 'é'.repeat(50) + 'x' }))).toEqual({ subject: 'Must be 100 bytes or fewer' });
  });

  it('takes a deadline as YYYY-MM-DD not in the past', () => {
    const now = new Date('2026-11-27T12:00:00Z');
    expect(deadlineProblem('2026-11-27', now)).toBeNull();
    expect(deadlineProblem('2026-11-26', now)).toBe(DEADLINE_PAST_MESSAGE);
    expect(deadlineProblem('2026-02-30', now)).toBe('Please enter the deadline as YYYY-MM-DD');
    expect(deadlineProblem('27/11/2026', now)).toBe('Please enter the deadline as YYYY-MM-DD');
    // A reader still on the 26th (UTC-11) at 10:00 UTC on the 27th is not refused.
    expect(earliestDeadline(new Date('2026-11-27T10:00:00Z'))).toBe('2026-11-26');
  });

  it('offers only the forms the flags allow', () => {
    expect(inquiryFormsAllowed({ userCanSubmitInquiry: true, userCanAskGuidance: false, researchRequestAccess: true })).toEqual(['inquiry', 'researchRequest']);
    expect(inquiryFormsAllowed({ userCanSubmitInquiry: false, userCanAskGuidance: false, researchRequestAccess: false })).toEqual([]);
  });
});

describe('briefing form', () => {
  const valid = {
    ...emptyBriefingForm(),
    subject: 'Our new platform',
    briefingType: BRIEFING_TYPES[0],
    briefingDescription: 'An introduction',
    companyName: 'Acme',
    targetAudiences: [5],
    recaptchaToken: 'solved',
  };

  it('accepts up to three complete participants and checks each', () => {
    const participant = { fullName: 'Ada Lovelace', jobTitle: 'CTO', emailAddress: 'ada@acme.example' };
    expect(briefingFormSchema.safeParse({ ...valid, participants: [participant, participant, participant] }).success).toBe(true);
    expect(briefingFormSchema.safeParse({ ...valid, participants: [participant, participant, participant, participant] }).success).toBe(false);
    expect(issues(briefingFormSchema.safeParse({ ...valid, participants: [{ fullName: '', jobTitle: ' ', emailAddress: 'ada@acme' }] }))).toEqual({
      'participants.0.fullName': 'This field is required',
      'participants.0.jobTitle': 'This field is required',
      'participants.0.emailAddress': 'Please enter a valid email address',
    });
  });

  it('keeps analysts unique by label', () => {
    const analysts = [
      { value: 'BIO1', label: 'Jane Doe' },
      { value: '', label: 'jane doe' },
    ];
    expect(issues(briefingFormSchema.safeParse({ ...valid, analysts }))).toEqual({ 'analysts.1.label': DUPLICATE_ANALYST_MESSAGE });
  });

  it('needs a place for an in-person meeting', () => {
    expect(issues(briefingFormSchema.safeParse({ ...valid, meetingType: 1 }))).toEqual({ inPersonMeetingLocation: MEETING_LOCATION_MESSAGE });
  });

  it('sends the wire names and saves the company under the saved names', () => {
    const values = briefingFormSchema.parse({ ...valid, companyCity: 'Zürich', companyPhone: '+41 44', analysts: [{ value: 'BIO1', label: 'Jane Doe' }] });
    const wire = briefingWireBody(values);
    expect(wire).toMatchObject({ City: 'Zürich', Phone: '+41 44', Name: 'Acme', analysts: 'Jane Doe' });
    expect(briefingWireSchema.safeParse(wire).success).toBe(true);
    expect(issues(briefingWireSchema.safeParse({ ...wire, ZipCode: 'ü'.repeat(5) + 'x' }))).toEqual({ ZipCode: 'Must be 10 bytes or fewer' });
    expect(savedCompanyInfo(values)).toMatchObject({ companyCity: 'Zürich', companyTelephone: '+41 44', companyName: 'Acme' });
  });
});

describe('formRateLimitMessage', () => {
  it('rounds up to whole minutes', () => {
    expect(formRateLimitMessage(30)).toBe('You have sent several requests in a short time. Please try again in 1 minute.');
    expect(formRateLimitMessage(61)).toBe('You have sent several requests in a short time. Please try again in 2 minutes.');
  });
});
