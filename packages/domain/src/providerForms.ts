// The constants of the forms that reach the provider (spec 1 §3, §6, §9): contact types and
// their headers, the inquiry's three forms and their session lengths, contact hours, and the
// briefing's role categories, meeting types and briefing types. The forms' rules are in
// forms/contact.ts, forms/inquiry.ts and forms/briefing.ts; the byte limits in byteLimits.ts.

/** Contact form types (spec 1 §3: ids 9, 10, 13, 16, 26); the form header each shows. */
export const CONTACT_FORM_TYPES = [
  { id: 9, title: 'Contact Customer Support', description: 'Questions about your access, your account or using the portal.' },
  { id: 10, title: 'Customer Success Services', description: 'Help getting the most from your membership: onboarding, training and research planning.' },
  { id: 13, title: 'Talk To Sales', description: 'Learn which membership fits your team, or add research and analyst access.' },
  { id: 16, title: 'Report A Website Problem', description: 'Tell us what went wrong and where, and we will look into it.' },
  { id: 26, title: 'Media And Press Inquiries', description: 'Interview requests, citations and permission to quote our research.' },
] as const;
export type ContactFormTypeId = (typeof CONTACT_FORM_TYPES)[number]['id'];
export const CONTACT_FORM_TYPE_IDS = CONTACT_FORM_TYPES.map((type) => type.id) as ContactFormTypeId[];
/** The error page's "Contact Customer Support" (401/403) and "Customer Success Services" (others). */
export const CUSTOMER_SUPPORT_CONTACT_TYPE: ContactFormTypeId = 9;
export const CUSTOMER_SUCCESS_CONTACT_TYPE: ContactFormTypeId = 10;
/** /contact-form without an id (or with an unknown one) is the support form. */
export const DEFAULT_CONTACT_TYPE: ContactFormTypeId = CUSTOMER_SUPPORT_CONTACT_TYPE;

export function contactFormType(id: number | string | null | undefined) {
  return CONTACT_FORM_TYPES.find((type) => type.id === Number(id)) ?? CONTACT_FORM_TYPES.find((type) => type.id === DEFAULT_CONTACT_TYPE)!;
}

/** The referer sent when the page has none (spec 1 §3: the provider's public host). */
export const DEFAULT_CONTACT_REFERER = 'https://www.meridian.example';

/** Contact methods: the contact form sends them in lower case, the inquiry capitalised (spec 1 §3). */
export const CONTACT_METHODS = ['email', 'phone'] as const;
export type ContactMethod = (typeof CONTACT_METHODS)[number];
export const INQUIRY_CONTACT_METHODS = ['Email', 'Phone'] as const;
export type InquiryContactMethod = (typeof INQUIRY_CONTACT_METHODS)[number];

/** Where the confirmation page lands when the contact call failed (spec 1 §4: id 'confirm'). */
export const CONTACT_CONFIRMATION_FALLBACK_ID = 'confirm';

/** The inquiry page's three forms (spec 1 §3 formSelected) and what each offers (spec 1 §9). */
export const INQUIRY_FORMS = [
  { value: 'inquiry', label: 'Inquiry', session: 'A 30-minute call with an analyst.', accessFlag: 'userCanSubmitInquiry' },
  { value: 'guidance', label: 'Guidance session', session: 'A guidance session of up to 50 minutes.', accessFlag: 'userCanAskGuidance' },
  {
    value: 'researchRequest',
    label: 'Research request',
    session: 'An analyst answers with an e-mailed list of research within 48 hours.',
    accessFlag: 'researchRequestAccess',
  },
] as const;
export type InquiryFormKind = (typeof INQUIRY_FORMS)[number]['value'];
export const INQUIRY_FORM_KINDS = INQUIRY_FORMS.map((form) => form.value) as InquiryFormKind[];
export const INQUIRY_SESSION_MINUTES = 30;
export const GUIDANCE_SESSION_MAX_MINUTES = 50;
export const RESEARCH_REQUEST_ANSWER_HOURS = 48;

/** Spec 1 §3: the reader's access flags; spec 1 §6: inquiry and guidance need a flag, research requests come with the subscription. */
export interface InquiryAccess {
  userCanSubmitInquiry: boolean;
  userCanAskGuidance: boolean;
  researchRequestAccess: boolean;
}

/** The forms the reader may choose, in the page's order. */
export function inquiryFormsAllowed(access: InquiryAccess): InquiryFormKind[] {
  return INQUIRY_FORMS.filter((form) => access[form.accessFlag]).map((form) => form.value);
}

/** Contact hours (spec 1 §9), shown beside the forms. */
export const CONTACT_HOURS = [
  { region: 'United States', hours: 'Monday to Friday, 8:30 a.m. to 8:30 p.m. Eastern' },
  { region: 'Europe', hours: '09:00-17:30' },
  { region: 'Asia Pacific', hours: '09:30-18:00 IST' },
] as const;

/** Briefing (spec 1 §9). */
export const BRIEFING_ROLE_CATEGORIES = [
  { value: 5, label: 'Technology Management' },
  { value: 6, label: 'Technology Industry' },
  { value: 8, label: 'Marketing and Strategy' },
] as const;
export type BriefingRoleCategory = (typeof BRIEFING_ROLE_CATEGORIES)[number]['value'];
export const BRIEFING_ROLE_CATEGORY_VALUES = BRIEFING_ROLE_CATEGORIES.map((category) => category.value) as BriefingRoleCategory[];

export const MEETING_TYPES = [
  { value: 0, label: 'Conference call' },
  { value: 1, label: 'In person' },
] as const;
export type MeetingType = (typeof MEETING_TYPES)[number]['value'];
export const IN_PERSON_MEETING: MeetingType = 1;

export const BRIEFING_TYPES = [
  'Company Introduction',
  'New Product On The Market',
  'New Product In Beta',
  'Product Update',
  'New Services',
  'Service Update',
  'Strategic Shift',
  'Organizational Shift',
  'Other',
] as const;
export type BriefingType = (typeof BRIEFING_TYPES)[number];

export const BRIEFING_MAX_PARTICIPANTS = 3;
/** Spec 1 §9: share the presentation at least 48 hours before the call. */
export const BRIEFING_PRESENTATION_LEAD_HOURS = 48;

/**
 * Submissions per reader (or, signed out, per client address) and per e-mail address, in a
 * window: enough for a reader who sends a few in a row, too few to flood the provider's inbox.
 */
export const FORM_SUBMISSION_LIMIT = { points: 5, windowSeconds: 600 } as const;
export function formRateLimitMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `You have sent several requests in a short time. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

/** Upstream's refusals of the forms' routes (the graph layer maps them by status). */
export const FORMS_SIGN_IN_MESSAGE = 'Please sign in to use this form';
/** 403 when the reader's access flags do not include the chosen form. */
export function inquiryFormNotAllowedMessage(formSelected: string): string {
  const label = INQUIRY_FORMS.find((form) => form.value === formSelected)?.label ?? formSelected;
  return `Your membership does not include this kind of request: ${label}`;
}
/** 400 for an analystId that names no analyst. */
export const unknownAnalystMessage = (analystId: string) => `No analyst has the id ${analystId}`;
/** 403 on the submissions listing for anyone but an employee. */
export const SUBMISSIONS_EMPLOYEES_ONLY_MESSAGE = 'Only Meridian Research employees can read the form submissions';

/** A submission's delivery to the provider, as staff see it. */
export const SUBMISSION_DELIVERY_STATES = ['queued', 'delivered'] as const;
export type SubmissionDeliveryState = (typeof SUBMISSION_DELIVERY_STATES)[number];
