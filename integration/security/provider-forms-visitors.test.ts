// A visitor's contact form through the gateway, as the browser sends it: stored (the staff list
// shows it), its captcha good once only, and the flood limit counted per visitor address, not for
// the portal as a whole. The gateway is told to believe X-Forwarded-For from loopback (TRUST_PROXY),
// so this file can be many visitors; without the address travelling gateway -> subgraph ->
// upstream, every visitor would share the subgraph's address and one could silence them all.
import { describe, expect, it } from 'vitest';
import { CAPTCHA_FAILED, FORM_SUBMISSION_LIMIT, emptyContactForm } from '@portal/domain';
import { solveAltcha } from '@portal/upstream/testing/identity';
import { useTestStack } from '../support/testStack.js';
import { gql, gqlAs } from '../support/graphql.js';
import { signIn } from '../support/signIn.js';

const stack = useTestStack('forms-visitors', { TRUST_PROXY: 'loopback' });

const CONTACT = 'mutation ($input: ContactFormInput!) { submitContactForm(input: $input) { contactId } }';
const SUBMISSIONS = '{ formSubmissions(state: null) { items { submissionId kind subject email userId } } }';

async function solvedCaptcha(): Promise<string> {
  const { body } = await gql<{ captcha: { challengeJson: string } }>(stack.gatewayUrl, '{ captcha { challengeJson } }');
  return solveAltcha(body.data!.captcha.challengeJson);
}

/** A visitor at `address` writing as `email`. */
async function visitorContact(address: string, email: string, recaptchaToken?: string) {
  const input = { ...emptyContactForm(16), subject: `Broken page for ${email}`, message: 'It shows nothing.', name: 'Vi Sitor', email, recaptchaToken: recaptchaToken ?? (await solvedCaptcha()) };
  return gql<{ submitContactForm: { contactId: string } }>(stack.gatewayUrl, CONTACT, { input }, { 'x-forwarded-for': address });
}

describe("a visitor's contact form through the gateway", () => {
  it('is stored for the provider, and its captcha solution is good once only', async () => {
    const token = await solvedCaptcha();
    const first = await visitorContact('198.51.100.1', 'first@visitor.example', token);
    expect(first.body.errors).toBeUndefined();
    const { contactId } = first.body.data!.submitContactForm;

    const replay = await visitorContact('198.51.100.1', 'first@visitor.example', token);
    expect(replay.body.data ?? null).toBeNull();
    expect(replay.body.errors?.[0]).toMatchObject({
      message: CAPTCHA_FAILED,
      extensions: { code: 'BAD_USER_INPUT', fieldErrors: [{ field: 'recaptchaToken', message: CAPTCHA_FAILED }] },
    });

    const staff = await signIn(stack.gatewayUrl, 'employee@meridian.example');
    const { body } = await gqlAs(stack.gatewayUrl, staff, SUBMISSIONS);
    expect(body.errors).toBeUndefined();
    const mine = body.data!.formSubmissions.items.filter((item: { email: string }) => item.email === 'first@visitor.example');
    expect(mine).toEqual([{ submissionId: contactId, kind: 'contact', subject: 'Broken page for first@visitor.example', email: 'first@visitor.example', userId: null }]);
  });

  it('cuts off a flood from one address and lets another visitor write', async () => {
    // A fresh e-mail each time: only the address is shared.
    for (let i = 0; i < FORM_SUBMISSION_LIMIT.points; i++) {
      const { body } = await visitorContact('198.51.100.2', `flood-${i}@visitor.example`);
      expect(body.errors).toBeUndefined();
    }
    const over = await visitorContact('198.51.100.2', 'flood-over@visitor.example');
    expect(over.body.data ?? null).toBeNull();
    expect(over.body.errors?.[0]).toMatchObject({ extensions: { code: 'RATE_LIMITED', status: 429 } });
    expect(over.body.errors?.[0]?.message).toMatch(/^You have sent several requests in a short time\. Please try again in \d+ minutes?\.$/);

    const other = await visitorContact('198.51.100.3', 'someone-else@visitor.example');
    expect(other.body.errors).toBeUndefined();
    expect(other.body.data!.submitContactForm.contactId).toEqual(expect.any(String));
  });
});
