// /inquiry (spec 1 §3, §5, §6, §9): an inquiry, guidance session or research request. Which of the
// three the reader may choose follows their access flags (providerForms.ts `inquiryFormsAllowed`);
// the server checks the choice again. Subject, question and goal are bounded in UTF-8 bytes; the
// deadline is a YYYY-MM-DD date not in the past.
import type { input, output } from 'zod';
import { z } from '../zod.js';
import { byteLimitOf } from '../byteLimits.js';
import { ANALYST_ID_PATTERN } from '../contentIds.js';
import { isIsoDate } from '../searchQuery.js';
import { INQUIRY_CONTACT_METHODS, INQUIRY_FORM_KINDS } from '../providerForms.js';
import { byteBoundedText } from './fields.js';
import { captchaToken, CONTACT_METHOD_MESSAGE } from './contact.js';

const limit = (field: Parameters<typeof byteLimitOf<'inquiry'>>[1]) => byteLimitOf('inquiry', field);

export const INQUIRY_FORM_MESSAGE = 'Choose the kind of request';
export const DEADLINE_FORMAT_MESSAGE = 'Please enter the deadline as YYYY-MM-DD';
export const DEADLINE_PAST_MESSAGE = 'The deadline cannot be in the past';
export const ANALYST_ID_MESSAGE = 'Not an analyst';

/**
 * The earliest deadline anyone may give at `now`: today where the day starts last (UTC-12), so a
 * reader's own "today" is never refused by a server in another time zone. The page's date picker
 * starts at the reader's local today.
 */
export function earliestDeadline(now: Date = new Date()): string {
  return new Date(now.getTime() - 12 * 3600_000).toISOString().slice(0, 10);
}

export function deadlineProblem(value: string, now: Date = new Date()): string | null {
  if (!isIsoDate(value)) return DEADLINE_FORMAT_MESSAGE;
  return value < earliestDeadline(now) ? DEADLINE_PAST_MESSAGE : null;
}

export const inquiryFormSchema = z.object({
  formSelected: z.enum(INQUIRY_FORM_KINDS as [string, ...string[]], { error: INQUIRY_FORM_MESSAGE }),
  contactMethod: z.enum(INQUIRY_CONTACT_METHODS, { error: CONTACT_METHOD_MESSAGE }),
  subject: byteBoundedText(limit('subject'), { required: true }),
  question: byteBoundedText(limit('question'), { required: true }),
  goal: byteBoundedText(limit('goal')),
  topic: byteBoundedText(limit('topic')),
  /** An analyst's bio id (BIO…), or '' for whoever is best placed. */
  analystId: z.string().refine((value) => value === '' || (value.length <= 20 && ANALYST_ID_PATTERN.test(value)), { error: ANALYST_ID_MESSAGE }),
  /** YYYY-MM-DD, or '' for no deadline. */
  deadline: z.string().superRefine((value, context) => {
    if (value === '') return;
    const problem = deadlineProblem(value);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  }),
  recaptchaToken: captchaToken,
});
export type InquiryFormValues = output<typeof inquiryFormSchema>;
export type InquiryFormInput = input<typeof inquiryFormSchema>;

export function emptyInquiryForm(formSelected: string, analystId = ''): InquiryFormValues {
  return { formSelected, contactMethod: 'Email', subject: '', question: '', goal: '', topic: '', analystId, deadline: '', recaptchaToken: '' };
}
