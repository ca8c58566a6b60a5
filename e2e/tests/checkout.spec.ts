// Checkout in Chromium (spec 2 §3-§5, issue #10): a visitor puts a restricted report in the cart,
// signs in (the cart survives) and pays with the sandbox's success card and reads it; the decline card lands on
// /checkout/failed; the pending card lands on /checkout/pending after the order polls (5 retries,
// 2 s apart). The card rules show as the reader types. Each test signs in as its own demo buyer
// (services/upstream demoUsers.ts: Cass, Dev, Pat), who no other spec uses.
import { fixtures } from '@portal/corpus';
import { expectNoAxeViolations } from '../support/axe.js';
import { expect, test } from '../support/test.js';
import { CartPage, PurchaseOffer } from '../pages/cart.page.js';
import { CheckoutPage, addToCart } from '../pages/checkout.page.js';
import { logInTo } from '../pages/login.page.js';

const PASSWORD = 'Meridian-demo-2026';
const NO_ACCESS = 'You Do Not Have Access';

test.describe('checkout', () => {
  // Signing in, solving the proof-of-work captcha and (pending) five polls 2 s apart take longer than the default.
  test.describe.configure({ timeout: 90_000 });

  test('a visitor adds a report to the cart, signs in, buys it with the success card and reads it', async ({ page }) => {
    // As a visitor: the report's no-access page offers it for sale.
    await page.goto(`/report/${fixtures.restrictedReportId}`);
    await expect(page.getByRole('heading', { level: 1, name: NO_ACCESS })).toBeVisible();
    await new PurchaseOffer(page).addButton('this report').click();
    const cart = new CartPage(page);
    await cart.expectHeaderCount(1);

    // Signing in keeps the cart; checkout starts from it.
    await logInTo(page, '/cart', 'cass@meridian.example', PASSWORD);
    await expect(cart.items.getByRole('listitem')).toHaveCount(1);
    await cart.checkout.click();
    const checkout = new CheckoutPage(page);
    await expect(checkout.heading).toBeVisible();
    await expect(checkout.summary).toBeVisible();
    await expect(checkout.summary.getByText(/^Total: \$/)).toBeVisible();
    await expectNoAxeViolations(page);

    // The card rules as the reader types: the brand, the '/' and, once shown, errors that follow each change.
    await checkout.cardNumber.fill('4242 4242 4242 4241');
    await checkout.cardNumber.blur();
    await expect(page.getByText('Card type: Visa')).toBeVisible();
    await expect(page.getByText('Please enter a valid card number')).toBeVisible();
    await checkout.cardNumber.fill('4242 4242 4242 4242');
    await expect(page.getByText('Please enter a valid card number')).toHaveCount(0);
    await checkout.expiry.pressSequentially('12');
    await expect(checkout.expiry).toHaveValue('12/');
    await checkout.securityCode.fill('1');
    await checkout.securityCode.blur();
    await expect(page.getByText('Please enter security code')).toBeVisible();
    await checkout.cardNumber.fill('3782 822463 10005');
    await expect(page.getByText('Card type: American Express')).toBeVisible();
    await checkout.expiry.fill('');

    await checkout.payWith('4242 4242 4242 4242');
    await expect(page).toHaveURL(/\/checkout\/success\?sessionId=/, { timeout: 20_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible();
    await expect(page.getByText('************4242')).toBeVisible();
    await expectNoAxeViolations(page);

    const bought = page.getByRole('main').getByRole('listitem').getByRole('link');
    const title = (await bought.first().textContent())!.trim();
    await bought.first().click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: NO_ACCESS })).toHaveCount(0);
  });

  test('the decline card lands on /checkout/failed', async ({ page }) => {
    await logInTo(page, '/myhome', 'dev@meridian.example', PASSWORD);
    await addToCart(page, fixtures.restrictedReportId);
    const checkout = new CheckoutPage(page);
    await checkout.open();
    await checkout.payWith('4000 0000 0000 0002');
    await expect(page).toHaveURL(/\/checkout\/failed$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Payment failed' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('the pending card lands on /checkout/pending after the polls', async ({ page }) => {
    await logInTo(page, '/myhome', 'pat@meridian.example', PASSWORD);
    await addToCart(page, fixtures.restrictedReportId);
    const checkout = new CheckoutPage(page);
    await checkout.open();
    const polls: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/graphql') && (request.postData() ?? '').includes('OrderStatus')) polls.push(request.url());
    });
    await checkout.payWith('4000 0000 0000 3220');
    await expect(page).toHaveURL(/\/checkout\/pending$/, { timeout: 30_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'Payment pending' })).toBeVisible();
    // The first answer and 5 retries.
    expect(polls).toHaveLength(6);
  });
});
