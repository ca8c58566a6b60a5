// The small forms of the account pages: product registration (spec 3 §5), newsletter choices
// (spec 1 §2) and following a topic (spec 2 §4).
import type { output } from 'zod';
import { z } from '../zod.js';

/** /my-account/products -> registerProduct (product-service registration). A blank id only resets the box, so it is no error here. */
export const productRegistrationFormSchema = z.object({ registrationId: z.string().max(40) });
export type ProductRegistrationFormValues = output<typeof productRegistrationFormSchema>;

/** /my-account/newsletters -> updateNewsletterSubscriptions (newsletter service): every newsletter's on/off. */
export const newsletterSubscriptionsFormSchema = z.object({
  subscriptions: z.array(z.object({ id: z.string().min(1), subscribed: z.boolean() })),
});
export type NewsletterSubscriptionsFormValues = output<typeof newsletterSubscriptionsFormSchema>;

/** Same bound as the alerts service. */
export const FOLLOW_TOPIC_MAX_LENGTH = 200;
export const FOLLOW_TOPIC_EMPTY_MESSAGE = 'Enter a topic to follow.';

/** /my-account/following -> followTopic (alerts-service): a topic, sent trimmed. */
export const followTopicFormSchema = z.object({
  topic: z.string().trim().min(1, { error: FOLLOW_TOPIC_EMPTY_MESSAGE }).max(FOLLOW_TOPIC_MAX_LENGTH, { error: `At most ${FOLLOW_TOPIC_MAX_LENGTH} characters` }),
});
export type FollowTopicFormValues = output<typeof followTopicFormSchema>;
