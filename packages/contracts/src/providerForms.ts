// The forms that reach the provider (spec 1 §3, §4, §7: "submit contact form, get form header, get
// user form data, init inquiry form data, submit inquiry, submit briefing; paths not shown", so
// these paths are ours, under user-service). Every submission is stored before anything else and
// delivered to the provider by e-mail from a retrying queue; staff list them with their delivery
// state. The bodies are packages/domain's form schemas: the same byte limits as the page and the
// subgraph's input. Who submits comes from the signed user context; a visitor may only contact.
import type { output } from 'zod';
import {
  CONTACT_FORM_TYPE_IDS,
  INQUIRY_FORM_KINDS,
  SUBMISSION_DELIVERY_STATES,
  briefingWireSchema,
  contactFormSchema,
  inquiryFormSchema,
  z,
} from '@portal/domain';
import { defineContracts } from './contract.js';
import { intParam } from './wire.js';

export const contactFormHeaderSchema = z.object({ id: z.number().int(), title: z.string(), description: z.string() });
export type ContactFormHeaderDto = output<typeof contactFormHeaderSchema>;

/** What the forms fill in for a signed-in reader: who they are and the company info they saved (spec 1 §3). */
export const userFormDataSchema = z.object({
  fullName: z.string(),
  emailAddress: z.string(),
  phoneNumber: z.string().nullable(),
  accountName: z.string().nullable(),
  jobTitle: z.string().nullable(),
  /** Saved with companyInfoSave, under the saved names (companyTelephone, companyOtherState, companyZip…); null when never saved. */
  companyInfo: z.record(z.string(), z.string()).nullable(),
});
export type UserFormDataDto = output<typeof userFormDataSchema>;

export const inquiryAnalystSchema = z.object({ analystId: z.string(), name: z.string(), jobTitle: z.string().nullable() });

/** Spec 1 §7 "init inquiry form data (analysts, access, form selection)". */
export const inquiryInitSchema = z.object({
  analysts: z.array(inquiryAnalystSchema),
  access: z.object({ userCanSubmitInquiry: z.boolean(), userCanAskGuidance: z.boolean(), researchRequestAccess: z.boolean() }),
  /** The forms the reader may choose, in the page's order. */
  formSelection: z.array(z.enum(INQUIRY_FORM_KINDS as [string, ...string[]])),
  /** The analyst of `bioId` when it names one, else null. */
  preselectedAnalystId: z.string().nullable(),
});
export type InquiryInitDto = output<typeof inquiryInitSchema>;

export const submissionKinds = ['contact', 'inquiry', 'briefing'] as const;

export const formSubmissionSchema = z.object({
  submissionId: z.string(),
  kind: z.enum(submissionKinds),
  /** The contact type, the inquiry's formSelected, or the briefing type. */
  label: z.string(),
  subject: z.string(),
  /** The reader's user id; null for a visitor. */
  userId: z.string().nullable(),
  email: z.string(),
  /** ISO 8601 */
  submittedAt: z.string(),
  deliveryState: z.enum(SUBMISSION_DELIVERY_STATES),
  attempts: z.number().int(),
  /** ISO 8601; null until delivered. */
  deliveredAt: z.string().nullable(),
  /** Why the last attempt failed (never a host or a stack), null when none has. */
  lastError: z.string().nullable(),
});
export type FormSubmissionDto = output<typeof formSubmissionSchema>;

export const SUBMISSIONS_PAGE_SIZE = 25;
export const submissionsPageSchema = z.object({
  items: z.array(formSubmissionSchema),
  page: z.number().int(),
  pagesTotal: z.number().int(),
  total: z.number().int(),
});

const created = (name: string) => z.object({ [name]: z.string() });

export const providerFormsContracts = defineContracts('forms', '/user-service/api/v1/forms', {
  /** A contact type's header (public). */
  contactHeader: {
    method: 'GET',
    path: '/contact/header',
    query: z.object({ id: intParam('id', 0, 1_000).refine((id) => (CONTACT_FORM_TYPE_IDS as number[]).includes(id), { error: 'Unknown contact form id' }) }),
    response: contactFormHeaderSchema,
  },
  /** 201; a visitor too (with name and e-mail). 429 past the rate limit, 400 with a bad captcha. */
  submitContact: { method: 'POST', path: '/contact', body: contactFormSchema, response: created('contactId') },
  /** The signed-in reader's details and saved company info; 401 for a visitor. */
  userFormData: { method: 'GET', path: '/user-data', response: userFormDataSchema },
  initInquiry: {
    method: 'GET',
    path: '/inquiry/init',
    query: z.object({ bioId: z.string().max(20).optional() }),
    response: inquiryInitSchema,
  },
  /** 201; 403 when the reader's flags do not allow the chosen form. */
  submitInquiry: { method: 'POST', path: '/inquiry', body: inquiryFormSchema, response: created('userInquiryId') },
  /** 201; saves the company info when companyInfoSave is true. */
  submitBriefing: { method: 'POST', path: '/briefing', body: briefingWireSchema, response: created('briefingId') },
  /** Employees only (403 otherwise): newest first. */
  submissions: {
    method: 'GET',
    path: '/submissions',
    query: z.object({ page: intParam('page', 1, 10_000).optional(), state: z.enum(SUBMISSION_DELIVERY_STATES).optional() }),
    response: submissionsPageSchema,
  },
});
