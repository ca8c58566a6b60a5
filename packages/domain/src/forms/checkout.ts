// /checkout (spec 2 §3 checkout form, §5 card labels and expiry): the billing fields and the card,
// one schema for the page (react-hook-form) and the services that receive it. The card rules are
// paymentCard.ts's table; the security code's length follows the brand of the number typed.
import type { input, output } from 'zod';
import { z } from '../zod.js';
import { CARD_MESSAGES, cardNumberProblem, expiryProblem, securityCodeProblem } from '../paymentCard.js';
import { REQUIRED_MESSAGE, maxLengthMessage } from '../profile.js';
import { requiredText } from './fields.js';
import { CAPTCHA_FAILED } from '../identity.js';

export const CHECKOUT_TEXT_MAX_LENGTH = 200;
const PHONE_MAX_LENGTH = 30;
const PHONE_PATTERN = /^[+\d][\d\s().-]{5,}$/;
export const CHECKOUT_PHONE_MESSAGE = 'Please enter a valid phone number';

const optionalText = z.string().refine((value) => value.length <= CHECKOUT_TEXT_MAX_LENGTH, { error: maxLengthMessage(CHECKOUT_TEXT_MAX_LENGTH) });

export const checkoutBillingSchema = z.object({
  companyName: requiredText(CHECKOUT_TEXT_MAX_LENGTH),
  billingCountry: requiredText(CHECKOUT_TEXT_MAX_LENGTH),
  billingAddress1: requiredText(CHECKOUT_TEXT_MAX_LENGTH),
  billingAddress2: optionalText,
  billingCity: requiredText(CHECKOUT_TEXT_MAX_LENGTH),
  billingState: requiredText(CHECKOUT_TEXT_MAX_LENGTH),
  billingZipCode: requiredText(20),
  billingPhone: z
    .string({ error: REQUIRED_MESSAGE })
    .refine((value) => value.trim() !== '', { error: REQUIRED_MESSAGE })
    .refine((value) => value.trim() === '' || (value.length <= PHONE_MAX_LENGTH && PHONE_PATTERN.test(value.trim())), { error: CHECKOUT_PHONE_MESSAGE }),
});

export const paymentCardSchema = z
  .object({
    nameOnCard: z.string({ error: CARD_MESSAGES.nameRequired }).refine((value) => value.trim() !== '', { error: CARD_MESSAGES.nameRequired }).refine((value) => value.length <= CHECKOUT_TEXT_MAX_LENGTH, { error: maxLengthMessage(CHECKOUT_TEXT_MAX_LENGTH) }),
    cardNumber: z.string({ error: CARD_MESSAGES.numberRequired }).max(40, { error: CARD_MESSAGES.numberInvalid }),
    expiry: z.string({ error: CARD_MESSAGES.expiryRequired }).max(5, { error: CARD_MESSAGES.expiryFormat }),
    securityCode: z.string({ error: CARD_MESSAGES.securityCodeRequired }).max(4, { error: CARD_MESSAGES.securityCodeRequired }),
  })
  // One pass over the table's rules so each field carries its own message.
  .superRefine((card, ctx) => {
    const number = cardNumberProblem(card.cardNumber);
    if (number) ctx.addIssue({ code: 'custom', path: ['cardNumber'], message: number });
    const expiry = expiryProblem(card.expiry);
    if (expiry) ctx.addIssue({ code: 'custom', path: ['expiry'], message: expiry });
    const code = securityCodeProblem(card.securityCode, card.cardNumber);
    if (code) ctx.addIssue({ code: 'custom', path: ['securityCode'], message: code });
  });

/** The whole checkout form: billing, card and the captcha's solution. */
export const checkoutFormSchema = z
  .object({
    ...checkoutBillingSchema.shape,
    nameOnCard: z.string(),
    cardNumber: z.string(),
    expiry: z.string(),
    securityCode: z.string(),
    recaptchaToken: z.string({ error: CAPTCHA_FAILED }).max(16_384, { error: CAPTCHA_FAILED }).refine((value) => value.trim() !== '', { error: CAPTCHA_FAILED }),
  })
  .superRefine((form, ctx) => {
    const card = paymentCardSchema.safeParse(form);
    if (!card.success) for (const issue of card.error.issues) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
  });

export type CheckoutFormInput = input<typeof checkoutFormSchema>;
export type CheckoutFormValues = output<typeof checkoutFormSchema>;
export type CheckoutBilling = output<typeof checkoutBillingSchema>;

export const EMPTY_CHECKOUT_FORM: CheckoutFormInput = {
  companyName: '',
  billingCountry: '',
  billingAddress1: '',
  billingAddress2: '',
  billingCity: '',
  billingState: '',
  billingZipCode: '',
  billingPhone: '',
  nameOnCard: '',
  cardNumber: '',
  expiry: '',
  securityCode: '',
  recaptchaToken: '',
};
