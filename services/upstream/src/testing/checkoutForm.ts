// A filled checkout form (spec 2 §3) for tests that pay: the billing details every test uses, with
// the card, its holder and the solved captcha of the test at hand. The security code follows the
// brand (4 digits for American Express, whose numbers start with 3).
export const SAMPLE_BILLING = {
  companyName: 'Fabrikam',
  billingCountry: 'US',
  billingAddress1: '1 Main St',
  billingAddress2: '',
  billingCity: 'Boston',
  billingState: 'MA',
  billingZipCode: '02110',
  billingPhone: '+1 617 555 0100',
};

export function sampleCheckoutForm(cardNumber: string, recaptchaToken: string, nameOnCard = 'Test Buyer') {
  return {
    ...SAMPLE_BILLING,
    nameOnCard,
    cardNumber,
    expiry: '12/40',
    securityCode: /^3[47]/.test(cardNumber) ? '1234' : '123',
    recaptchaToken,
  };
}
