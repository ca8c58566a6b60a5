import { expect, type Page } from '@playwright/test';
import { GRAPHQL_CSRF_HEADER } from '@portal/domain';
import { PortalPage } from './portal.page.js';
import { CaptchaWidget } from './captcha.js';

/** What the checkout form needs besides the card (spec 2 §3). */
export const BILLING = {
  companyName: 'Fabrikam',
  country: 'United States',
  address1: '1 Main Street',
  city: 'Boston',
  state: 'MA',
  zip: '02110',
  phone: '+1 617 555 0100',
};

/** Adds content to the signed-in reader's cart through the graph, with the browser's session. */
export async function addToCart(page: Page, contentId: string) {
  const response = await page.request.post('/graphql', {
    headers: { [GRAPHQL_CSRF_HEADER]: '1' },
    data: { query: 'mutation($id: ID!) { addToCart(contentId: $id) { count } }', variables: { id: contentId } },
  });
  const body = (await response.json()) as { data?: { addToCart: { count: number } }; errors?: unknown[] };
  expect(body.errors).toBeUndefined();
  expect(body.data!.addToCart.count).toBeGreaterThan(0);
}

/** /checkout: the order summary and the form, located by their labels as a screen reader finds them. */
export class CheckoutPage extends PortalPage {
  readonly heading = this.h1('Checkout');
  readonly summary = this.page.getByRole('region', { name: 'Order summary' });
  readonly form = this.page.getByRole('form', { name: 'Checkout' });
  readonly cardNumber = this.page.getByRole('textbox', { name: 'Card number' });
  readonly expiry = this.page.getByRole('textbox', { name: 'Expiration date (MM/YY)' });
  readonly securityCode = this.page.getByRole('textbox', { name: 'Security code' });
  readonly nameOnCard = this.page.getByRole('textbox', { name: 'Name on card' });
  readonly captcha = new CaptchaWidget(this.page);
  readonly placeOrder = this.page.getByRole('button', { name: 'Place order' });

  async open() {
    await this.goTo('/checkout', this.heading);
    await expect(this.summary).toBeVisible();
  }

  async fillBilling() {
    const field = (name: string) => this.page.getByRole('textbox', { name });
    await field('Company name').fill(BILLING.companyName);
    await this.page.getByRole('combobox', { name: 'Country' }).selectOption({ label: BILLING.country });
    await field('Address line 1').fill(BILLING.address1);
    await field('City').fill(BILLING.city);
    await field('State or province').fill(BILLING.state);
    await field('ZIP or postal code').fill(BILLING.zip);
    await field('Phone').fill(BILLING.phone);
  }

  async fillCard(number: string, expiryDigits = '1240', code = '123') {
    await this.nameOnCard.fill('Test Buyer');
    await this.cardNumber.fill(number);
    // Typed, so the automatic '/' shows as it would for the reader.
    await this.expiry.pressSequentially(expiryDigits);
    await this.securityCode.fill(code);
  }

  async payWith(number: string, code = '123') {
    await this.fillBilling();
    await this.fillCard(number, '1240', code);
    await this.captcha.solve();
    await this.placeOrder.click();
  }
}
