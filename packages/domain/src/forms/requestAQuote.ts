// /requestaquote (spec 3 §7, §8) -> requestAQuote (user-service POST
// /user-service/api/v1/user/request-a-quote {raqMessage}): a message that is not blank, bounded.
import type { output } from 'zod';
import { z } from '../zod.js';
import { maxLengthMessage } from '../profile.js';

export const RAQ_MAX_LENGTH = 4000;
export const RAQ_REQUIRED_MESSAGE = 'Please enter a message for your quote request';
export const RAQ_TOO_LONG_MESSAGE = maxLengthMessage(RAQ_MAX_LENGTH);

export const requestAQuoteFormSchema = z.object({
  raqMessage: z
    .string({ error: RAQ_REQUIRED_MESSAGE })
    .refine((text) => text.trim() !== '', { error: RAQ_REQUIRED_MESSAGE })
    .refine((text) => text.length <= RAQ_MAX_LENGTH, { error: RAQ_TOO_LONG_MESSAGE }),
});
export type RequestAQuoteFormValues = output<typeof requestAQuoteFormSchema>;
