import { describe, expect, it } from 'vitest';
import { CARD_MESSAGES } from '../paymentCard.js';
import { CAPTCHA_FAILED } from '../identity.js';
import { EMPTY_CHECKOUT_FORM, checkoutFormSchema } from './checkout.js';

const valid = {
  ...EMPTY_CHECKOUT_FORM,
  companyName: 'Acme',
  billingCountry: 'US',
  billingAddress1: '1 Main St',
  billingCity: 'Boston',
  billingState: 'MA',
  billingZipCode: '02110',
  billingPhone: '+1 617 555 0100',
  nameOnCard: 'Ada Reader',
  cardNumber: '4242 4242 4242 4242',
  expiry: '12/40',
  securityCode: '123',
  recaptchaToken: 'solved',
};

function messages(values: object): Record<string, string> {
  const result = checkoutFormSchema.safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('the checkout form schema', () => {
  it('accepts a complete form', () => {
    expect(messages(valid)).toEqual({});
  });

  it('reports card problems even while billing fields are still empty', () => {
    const found = messages({ ...EMPTY_CHECKOUT_FORM, cardNumber: '4242424242424241', expiry: '01/20', securityCode: '1' });
    expect(found).toMatchObject({
      companyName: 'This field is required',
      cardNumber: CARD_MESSAGES.numberInvalid,
      expiry: CARD_MESSAGES.expiryPast,
      securityCode: 'Please enter security code',
      recaptchaToken: CAPTCHA_FAILED,
    });
  });

  it('wants 4 digits of security code for American Express', () => {
    expect(messages({ ...valid, cardNumber: '378282246310005', securityCode: '123' })).toEqual({ securityCode: 'Please enter security code' });
    expect(messages({ ...valid, cardNumber: '378282246310005', securityCode: '1234' })).toEqual({});
  });

  it('refuses a phone that is not one, and keeps address line 2 optional', () => {
    expect(messages({ ...valid, billingPhone: 'call me' })).toEqual({ billingPhone: 'Please enter a valid phone number' });
    expect(messages({ ...valid, billingAddress2: 'Suite 5' })).toEqual({});
  });
});
