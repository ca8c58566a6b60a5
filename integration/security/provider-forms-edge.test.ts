// Attacks on the forms that reach the provider (issue #11), sent straight to the gateway as a
// script would, skipping the page: text one byte past its limit in multi-byte characters, far past
// it, too many participants, a visitor without a name or an address, a visitor asking for what
// needs an account, a reader asking for the staff list. Each is refused with the form's message
// before anything is stored.
import { beforeAll, describe, expect, it } from 'vitest';
import { emptyBriefingForm, emptyContactForm, emptyInquiryForm } from '@portal/domain';
import type { CookieJar } from '@portal/upstream/testing/cookie-jar';
import { useSharedTestStack } from '../support/testStack.js';
import { gqlAs } from '../support/graphql.js';
import { signIn } from '../support/signIn.js';

const stack = useSharedTestStack();
let client: CookieJar;

const CONTACT = 'mutation ($input: ContactFormInput!) { submitContactForm(input: $input) { contactId } }';
const INQUIRY = 'mutation ($input: InquiryInput!) { submitInquiry(input: $input) { userInquiryId } }';
const BRIEFING = 'mutation ($input: BriefingInput!) { submitBriefing(input: $input) { briefingId } }';
const SUBMISSIONS = '{ formSubmissions { total items { submissionId email } } }';

const contact = { ...emptyContactForm(9), subject: 'Access', message: 'Please help', recaptchaToken: 'not-checked-before-the-rules' };
const inquiry = { ...emptyInquiryForm('inquiry'), subject: 'Journeys', question: 'Which vendors?', recaptchaToken: 'x' };
const briefing = { ...emptyBriefingForm(), subject: 'Our platform', briefingType: 'Product Update', briefingDescription: 'An update', companyName: 'Acme', targetAudiences: [5], recaptchaToken: 'x' };
const participant = { fullName: 'Ada Lovelace', jobTitle: 'CTO', emailAddress: 'ada@acme.example' };

beforeAll(async () => {
  client = await signIn(stack.gatewayUrl, 'client@meridian.example');
});

const refusal = (body: { data?: unknown; errors?: { message: string; extensions?: Record<string, unknown> }[] }) => {
  expect(body.data ?? null).toBeNull();
  return body.errors?.[0];
};

describe('text past its byte limit, counted in UTF-8 bytes', () => {
  it.each([
    // 67 euro signs are 67 characters (under 200) but 201 bytes.
    ['a contact subject one byte past in euro signs', CONTACT, { ...contact, subject: '€'.repeat(67) }, 'Must be 200 bytes or fewer'],
    ['a contact message a megabyte long', CONTACT, { ...contact, message: 'x'.repeat(1_000_000) }, 'Must be 4000 bytes or fewer'],
    ['an inquiry subject one byte past in accents', INQUIRY, { ...inquiry, subject: 'é'.repeat(50) + 'x' }, 'Must be 100 bytes or fewer'],
    ['a briefing zip code one byte past', BRIEFING, { ...briefing, companyZipCode: 'ü'.repeat(5) + '1' }, 'Must be 10 bytes or fewer'],
  ])('refuses %s with the message', async (_label, mutation, input, message) => {
    const { body } = await gqlAs(stack.gatewayUrl, client, mutation, { input });
    expect(refusal(body)).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', status: 400 } });
  });

  it('refuses a fourth participant and a participant without a job title', async () => {
    const four = await gqlAs(stack.gatewayUrl, client, BRIEFING, { input: { ...briefing, participants: [participant, participant, participant, participant] } });
    expect(refusal(four.body)).toMatchObject({ message: 'Add up to 3 participants', extensions: { code: 'BAD_USER_INPUT' } });
    const partial = await gqlAs(stack.gatewayUrl, client, BRIEFING, { input: { ...briefing, participants: [{ ...participant, jobTitle: ' ' }] } });
    expect(refusal(partial.body)).toMatchObject({
      message: 'This field is required',
      extensions: { fieldErrors: [{ field: 'participants.0.jobTitle', message: 'This field is required' }] },
    });
  });
});

describe('who may send and read what', () => {
  it('asks a visitor who writes to the provider for a name and an address', async () => {
    const { body } = await gqlAs(stack.gatewayUrl, null, CONTACT, { input: { ...contact, name: '', email: 'nobody' } });
    expect(refusal(body)?.extensions?.fieldErrors).toEqual([
      { field: 'name', message: 'This field is required' },
      { field: 'email', message: 'Please enter a valid email address' },
    ]);
  });

  it.each([
    ['an inquiry', INQUIRY, { input: inquiry }, 'Log in to ask an analyst'],
    ['a briefing', BRIEFING, { input: briefing }, 'Log in to propose a briefing'],
    ['the staff list', SUBMISSIONS, {}, 'Log in to see form submissions'],
  ])('refuses a visitor %s', async (_label, operation, variables, message) => {
    const { body } = await gqlAs(stack.gatewayUrl, null, operation, variables);
    expect(refusal(body)).toMatchObject({ message, extensions: { code: 'UNAUTHORIZED' } });
  });

  it('refuses the staff list to a reader who is no employee', async () => {
    const { body } = await gqlAs(stack.gatewayUrl, client, SUBMISSIONS);
    expect(refusal(body)).toMatchObject({ extensions: { code: 'FORBIDDEN' } });
  });
});
