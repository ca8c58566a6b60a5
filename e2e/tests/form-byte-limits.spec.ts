// Every byte limit of the contact, inquiry and briefing forms in Chromium (issue #11, spec 1 §5):
// the fields come from the one table, packages/domain FORM_BYTE_LIMITS, placed on each page by its
// page object, so a row added to the table is driven here with no change to this spec. Each field
// is filled with mixed 2-, 3- and 4-byte text (e2e/support/byteText.ts):
//   one byte past its limit: it says '1 byte over the limit' as typed and, once sent, the rule's
//   message ('Must be N bytes or fewer'); nothing is sent and the page stays;
//   then at its limit, on the same page: '0 bytes left' and no message, and with the required
//   fields and the captcha done the form is sent and the server accepts every field (the
//   confirmation shows).
// The contact form is a visitor's (its name and address show only signed out; it asks for a call,
// so the phone shows). The upstream side of each limit is providerForms.test.ts.
// Demo users of this spec alone (services/upstream/src/services/auth/demoUsers.ts): Mira
// (usr-client-0091, FD: the inquiry form is hers) and Theo (usr-client-0092, a vendor: the briefing).
import { BRIEFING_ROLE_CATEGORIES, BRIEFING_TYPES, tooManyBytesMessage } from '@portal/domain';
import { expect, test, type Page } from '../support/test.js';
import type { BoundedField, BoundedFields } from '../pages/boundedField.js';
import { BriefingFormPage } from '../pages/briefing.page.js';
import { ContactConfirmationPage, ContactPage } from '../pages/contact.page.js';
import { InquiryConfirmationPage, InquiryPage } from '../pages/inquiry.page.js';
import { logInTo } from '../pages/login.page.js';
import { isGraphqlRequest } from '../support/graphqlRequests.js';

const PASSWORD = 'Meridian-demo-2026';
const MIRA = 'mira@meridian.example';
const THEO = 'theo@meridian.example';
const ONE_BYTE_OVER = '1 byte over the limit';
const NONE_LEFT = '0 bytes left';

/** Matches `text` as a whole part of an accessible description (the analysts' box says more than its count). */
const saying = (text: string) => new RegExp(`(^|\\s)${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|\\s)`);
const ANY_BYTE_MESSAGE = new RegExp(tooManyBytesMessage(0).replace('0', '\\d+'));

/** Counts what `page` sends of the GraphQL operation `operationName`. */
function countSent(page: Page, operationName: string): () => number {
  let sent = 0;
  page.on('request', (request) => {
    if (isGraphqlRequest(request, operationName)) sent++;
  });
  return () => sent;
}

/** Records on the report which rows no reader types (tested at the server only). */
function noteNotTyped({ notTyped }: BoundedFields) {
  for (const row of notTyped) test.info().annotations.push({ type: 'not typed', description: row });
}

/** Each field one byte past its limit: the count as it is typed, then, once sent, each field's message, and nothing sent. */
async function expectEachRefusedOneBytePast(page: Page, fields: readonly BoundedField[], send: () => Promise<void>, sent: () => number) {
  const url = page.url();
  for (const field of fields) {
    await field.fillBytes(field.limit + 1);
    // The count as typed, before anything is checked.
    await expect(field.input, field.name).toHaveAccessibleDescription(saying(ONE_BYTE_OVER));
  }
  await send();
  for (const field of fields) {
    await expect(field.input, field.name).toHaveAccessibleDescription(saying(tooManyBytesMessage(field.limit)));
    await expect(field.input, field.name).toHaveAttribute('aria-invalid', 'true');
  }
  expect(page.url()).toBe(url);
  expect(sent(), 'submissions sent').toBe(0);
}

/** Each field at its limit: none left, and no message any more. */
async function fillEachAtItsLimit(fields: readonly BoundedField[]) {
  for (const field of fields) await field.fillBytes(field.limit);
  for (const field of fields) {
    await expect(field.input, field.name).toHaveAccessibleDescription(saying(NONE_LEFT));
    await expect(field.input, field.name).not.toHaveAccessibleDescription(ANY_BYTE_MESSAGE);
    await expect(field.input, field.name).toHaveAttribute('aria-invalid', 'false');
  }
}

test.describe('every byte limit of the forms, one byte past it and at it, in multi-byte text', () => {
  // Signing in and solving the proof-of-work captcha take longer than the default.
  test.describe.configure({ timeout: 90_000 });

  test("the contact form: a visitor's every field", async ({ page }) => {
    const contact = new ContactPage(page);
    await contact.open('Contact Customer Support');
    const bounded = await contact.showEveryBoundedField();
    noteNotTyped(bounded);
    const sent = countSent(page, 'SubmitContactForm');

    await test.step('one byte past each limit: refused on the page', () =>
      expectEachRefusedOneBytePast(page, bounded.fields, () => contact.send.click(), sent),
    );
    await expect(new ContactConfirmationPage(page).heading).toHaveCount(0);

    await test.step('at each limit: accepted by the server', async () => {
      await fillEachAtItsLimit(bounded.fields);
      await contact.captcha.solve();
      await contact.send.click();
      await expect(new ContactConfirmationPage(page).heading).toBeVisible();
    });
  });

  test("the inquiry's every field", async ({ page }) => {
    await logInTo(page, '/inquiry', MIRA, PASSWORD);
    const inquiry = new InquiryPage(page);
    await expect(inquiry.heading).toBeVisible();
    const bounded = await inquiry.showEveryBoundedField();
    noteNotTyped(bounded);
    const sent = countSent(page, 'SubmitInquiry');

    await test.step('one byte past each limit: refused on the page', () =>
      expectEachRefusedOneBytePast(page, bounded.fields, () => inquiry.submit.click(), sent),
    );
    await expect(new InquiryConfirmationPage(page).heading).toHaveCount(0);

    await test.step('at each limit: accepted by the server', async () => {
      await fillEachAtItsLimit(bounded.fields);
      await inquiry.captcha.solve();
      await inquiry.submit.click();
      await expect(new InquiryConfirmationPage(page).heading).toBeVisible();
    });
  });

  test("the briefing's every field, with three participants", async ({ page }) => {
    await logInTo(page, '/briefing', THEO, PASSWORD);
    const briefing = new BriefingFormPage(page);
    await expect(briefing.heading).toBeVisible();
    const bounded = await briefing.showEveryBoundedField();
    noteNotTyped(bounded);
    const sent = countSent(page, 'SubmitBriefing');

    await test.step('one byte past each limit: refused on the page', () =>
      expectEachRefusedOneBytePast(page, bounded.fields, () => briefing.propose.click(), sent),
    );
    await expect(briefing.confirmation).toHaveCount(0);

    await test.step('at each limit: accepted by the server', async () => {
      await fillEachAtItsLimit(bounded.fields);
      // The briefing's required choices.
      await briefing.briefingType.selectOption(BRIEFING_TYPES[0]);
      await briefing.audience(BRIEFING_ROLE_CATEGORIES[0].label).check();
      await briefing.captcha.solve();
      await briefing.propose.click();
      await expect(briefing.confirmation).toBeVisible({ timeout: 20_000 });
    });
  });
});
