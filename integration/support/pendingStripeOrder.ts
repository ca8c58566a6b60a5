// A reader's checkout of one report paid at Stripe (support/stripeReplay.ts) with the card Stripe
// holds for authentication: the order stays pending until Stripe's webhook decides it.
import { expect } from 'vitest';
import type { CookieJar } from '@portal/upstream/testing/cookie-jar';
import { solveAltcha } from '@portal/upstream/testing/identity';
import { gqlAs } from './graphql.js';
import type { StripeReplay } from './stripeReplay.js';

export async function pendingStripeOrder(gatewayUrl: string, jar: CookieJar, stripe: StripeReplay, contentId: string, nameOnCard: string): Promise<{ sessionId: string; intentId: string }> {
  expect((await gqlAs(gatewayUrl, jar, 'mutation($id: ID!) { addToCart(contentId: $id) { count } }', { id: contentId })).body.errors).toBeUndefined();
  const started = await gqlAs<{ startCheckout: { sessionId: string } }>(gatewayUrl, jar, 'mutation { startCheckout { sessionId } }');
  expect(started.body.errors).toBeUndefined();
  const { sessionId } = started.body.data!.startCheckout;
  const { body: captcha } = await gqlAs<{ captcha: { challengeJson: string } }>(gatewayUrl, null, '{ captcha { challengeJson } }');
  const input = {
    sessionId,
    companyName: 'Fabrikam',
    billingCountry: 'US',
    billingAddress1: '1 Main St',
    billingCity: 'Boston',
    billingState: 'MA',
    billingZipCode: '02110',
    billingPhone: '+1 617 555 0100',
    nameOnCard,
    cardNumber: '4000000000003220',
    expiry: '12/40',
    securityCode: '123',
    recaptchaToken: await solveAltcha(captcha.data!.captcha.challengeJson),
  };
  const paid = await gqlAs<{ submitPayment: { orderStatus: string } }>(gatewayUrl, jar, 'mutation($input: CheckoutInput!) { submitPayment(input: $input) { orderStatus } }', { input });
  expect(paid.body).toEqual({ data: { submitPayment: { orderStatus: 'pending' } } });
  return { sessionId, intentId: stripe.intents.at(-1)! };
}
