// The interceptor steps after registration (spec 3 §4, §7): the terms, and the subscription
// preferences of client and employee users.
import type { output } from 'zod';
import { z } from '../zod.js';

export const TERMS_NOT_AGREED = 'Please agree to the Terms and Conditions to continue';

/** /intercept/business/terms -> acceptTerms (auth-service POST .../registration/terms {accepted}). The box must be ticked. */
export const termsFormSchema = z.object({ accepted: z.boolean().refine((accepted) => accepted, { error: TERMS_NOT_AGREED }) });
export type TermsFormValues = output<typeof termsFormSchema>;

/** /intercept/business/preference -> addSubscriptionPreferences (auth-service POST .../registration/preferences {preferences}). */
export const subscriptionPreferencesFormSchema = z.object({ preferences: z.array(z.string().min(1).max(100)).max(50) });
export type SubscriptionPreferencesFormValues = output<typeof subscriptionPreferencesFormSchema>;
