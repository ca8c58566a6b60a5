// The two forms that e-mail a one-time sign-in link (spec 1 §4, §5, §7: POST
// /access-preferences/passwordless {email}, served by the gateway).
import type { output } from 'zod';
import { z } from '../zod.js';
import { EMAIL_MAX_LENGTH, requiredEmail } from './fields.js';

/** /passwordless: the address is required, and sent trimmed. */
export const passwordlessFormSchema = z.object({ email: requiredEmail });
export type PasswordlessFormValues = output<typeof passwordlessFormSchema>;

/** /access-preferences: the address is sent as typed, unchecked (spec 1 §5); the service answers any problem. */
export const accessHelpFormSchema = z.object({ email: z.string().max(EMAIL_MAX_LENGTH) });
export type AccessHelpFormValues = output<typeof accessHelpFormSchema>;
