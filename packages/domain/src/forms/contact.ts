// /contact-form (spec 1 §3, §4, §5): the contact form, one schema for the page (react-hook-form),
// the subgraph's input and upstream. Subject and message are required, not blank, and bounded in
// UTF-8 bytes; the captcha's solution is required. A visitor (signed out: the public contact-us
// page) also gives a name and an e-mail address, or the provider could not answer.
import type { input, output } from 'zod';
import { z } from '../zod.js';
import { byteLimitOf } from '../byteLimits.js';
import { CAPTCHA_FAILED } from '../identity.js';
import { REQUIRED_MESSAGE } from '../profile.js';
import { CONTACT_FORM_TYPE_IDS, CONTACT_METHODS, DEFAULT_CONTACT_REFERER, DEFAULT_CONTACT_TYPE, type ContactFormTypeId } from '../providerForms.js';
import { EMAIL_SHAPE, EMAIL_SHAPE_MESSAGE, byteBoundedText } from './fields.js';

const limit = (field: Parameters<typeof byteLimitOf<'contact'>>[1]) => byteLimitOf('contact', field);

export const CONTACT_METHOD_MESSAGE = 'Choose how we should contact you';
export const CONTACT_TYPE_MESSAGE = `The contact type must be one of ${CONTACT_FORM_TYPE_IDS.join(', ')}`;

export const captchaToken = z
  .string({ error: CAPTCHA_FAILED })
  .max(16_384, { error: CAPTCHA_FAILED })
  .refine((value) => value.trim() !== '', { error: CAPTCHA_FAILED });

const isContactType = (value: number): value is ContactFormTypeId => (CONTACT_FORM_TYPE_IDS as number[]).includes(value);

export const contactFormSchema = z.object({
  contactType: z.number({ error: CONTACT_TYPE_MESSAGE }).refine(isContactType, { error: CONTACT_TYPE_MESSAGE }),
  contactMethod: z.enum(CONTACT_METHODS, { error: CONTACT_METHOD_MESSAGE }),
  subject: byteBoundedText(limit('subject'), { required: true }),
  message: byteBoundedText(limit('message'), { required: true }),
  referer: byteBoundedText(limit('referer')),
  recaptchaToken: captchaToken,
  /** A visitor's name and address (ignored for a signed-in reader, whose profile answers). */
  name: byteBoundedText(limit('name')).optional(),
  email: byteBoundedText(limit('email'))
    .refine((value) => value.trim() === '' || EMAIL_SHAPE.test(value.trim()), { error: EMAIL_SHAPE_MESSAGE })
    .optional(),
  phone: byteBoundedText(limit('phone')).optional(),
});
export type ContactFormValues = output<typeof contactFormSchema>;
export type ContactFormInput = input<typeof contactFormSchema>;

/** The visitor's own details, required when no one is signed in (the server checks it again). */
export const contactVisitorSchema = z.object({
  name: byteBoundedText(limit('name'), { required: true }),
  email: byteBoundedText(limit('email'), { required: true }).refine((value) => EMAIL_SHAPE.test(value.trim()), { error: EMAIL_SHAPE_MESSAGE }),
});

/** The signed-out page's schema: the form's rules plus the visitor's name and address. */
export const visitorContactFormSchema = contactFormSchema.extend(contactVisitorSchema.shape);

/** A phone number is needed when the reader asks to be called. */
export const CONTACT_PHONE_MESSAGE = 'Please enter a phone number to be called on';
export function contactPhoneProblem(values: { contactMethod: string; phone?: string | null }, profilePhone?: string | null): string | null {
  if (values.contactMethod !== 'phone') return null;
  return (values.phone ?? '').trim() !== '' || (profilePhone ?? '').trim() !== '' ? null : CONTACT_PHONE_MESSAGE;
}

export function emptyContactForm(contactType: ContactFormTypeId = DEFAULT_CONTACT_TYPE, referer = DEFAULT_CONTACT_REFERER): ContactFormValues {
  return { contactType, contactMethod: 'email', subject: '', message: '', referer, recaptchaToken: '', name: '', email: '', phone: '' };
}

export { REQUIRED_MESSAGE as CONTACT_REQUIRED_MESSAGE };
