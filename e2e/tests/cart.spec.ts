// The cart in Chromium (issue #10; spec 2 §2-§4): a visitor adds a restricted report from its
// no-access page, the header's count follows, the cart survives signing in (merged into the
// reader's, the visitor cookie removed), an item is removed with a toast, and /cart is axe clean,
// full and empty; locked research is added from its search card as well. Ariel (demo users: this spec's buyer, no subscription) is signed in only here.
import { expectNoAxeViolations } from '../support/axe.js';
import { expect, test } from '../support/test.js';
import { CartPage, PurchaseOffer } from '../pages/cart.page.js';
import { LoginPage } from '../pages/login.page.js';
import { DEFAULT_SEED, report } from '@portal/corpus';
import { SearchPage } from '../pages/search.page.js';
import { fixtures } from '../support/report-data.js';

const ARIEL = { email: 'ariel@meridian.example', password: 'Meridian-demo-2026' };
// Restricted research: a visitor's no-access page offers it for sale, and so does Ariel's.
const REPORT_ID = fixtures.restrictedReportId;
const NO_ACCESS = 'You Do Not Have Access';

test.describe('the cart', () => {
  test('a visitor adds a report, signs in and keeps it, then removes it; /cart passes axe', async ({ page, context }) => {
    const cart = new CartPage(page);
    const offer = new PurchaseOffer(page);

    await page.goto(`/report/${REPORT_ID}`);
    await expect(page.getByRole('heading', { level: 1, name: NO_ACCESS })).toBeVisible();
    await expect(offer.buyReport).toContainText(/\$\d[\d,]*\.\d\d/);
    await offer.addButton('this report').click();
    await expect(cart.toast).toHaveText('this report was added to your cart');
    await expect(offer.inCart).toBeVisible();
    await cart.expectHeaderCount(1);
    expect((await context.cookies()).some((cookie) => cookie.name === 'portal_uid')).toBe(true);

    // The header's link leads to the cart, which lists the report with its price and total.
    await cart.headerLink.click();
    await expect(cart.heading).toBeVisible();
    const item = cart.items.getByRole('listitem');
    await expect(item).toHaveCount(1);
    const link = item.getByRole('link');
    await expect(link).toHaveAttribute('href', new RegExp(`${REPORT_ID}$`));
    const title = (await link.textContent())!.trim();
    await expect(cart.total).toContainText(/Total: \$\d[\d,]*\.\d\d/);
    await expect(cart.checkout).toHaveAttribute('href', '/checkout');
    await expectNoAxeViolations(page);

    // Signing in keeps the cart: the visitor's is merged into Ariel's, and the visitor cookie goes.
    await page.goto(`/login?lr=${encodeURIComponent('/cart')}`);
    await new LoginPage(page).signIn(ARIEL.email, ARIEL.password);
    await expect(page).toHaveURL(/\/cart$/);
    await expect(cart.heading).toBeVisible();
    await expect(cart.item(title)).toBeVisible();
    await cart.expectHeaderCount(1);
    expect((await context.cookies()).some((cookie) => cookie.name === 'portal_uid')).toBe(false);

    // Remove, by keyboard: the toast says so, the empty state shows and the header's count follows.
    await cart.removeButton(title).focus();
    await page.keyboard.press('Enter');
    await expect(cart.toast).toHaveText(`${title} was removed from your cart`);
    await expect(cart.empty).toContainText('Your cart is empty.');
    await cart.expectHeaderCount(0);
    await expectNoAxeViolations(page);
  });

  test('a visitor adds locked research from its search card, which then says In cart', async ({ page }) => {
    const { title: searched } = report({ seed: DEFAULT_SEED, size: 300 }, Number(REPORT_ID.slice(3)) - 100000);
    const search = new SearchPage(page);
    const cart = new CartPage(page);
    // Research the visitor may not read shows when the search is not limited to what they can access.
    await search.open(`?query=${encodeURIComponent(searched)}&accessOnly=false`);
    await expect(page.getByRole('checkbox', { name: 'Only content I can access' })).not.toBeChecked();
    // The first locked research card among the results (a visitor reads no restricted research).
    const card = search.results.getByRole('article').filter({ hasText: 'Locked' }).first();
    await expect(card).toBeVisible();
    const title = (await card.getByRole('heading').textContent())!.trim();
    await card.getByRole('button', { name: `Add to cart: ${title}`, exact: true }).click();
    await expect(cart.toast).toHaveText(`${title} was added to your cart`);
    await expect(card.getByRole('link', { name: 'In cart', exact: true })).toBeVisible();
    await cart.expectHeaderCount(1);
    await expectNoAxeViolations(page);
    await card.getByRole('link', { name: 'In cart', exact: true }).click();
    await expect(cart.item(title)).toBeVisible();
  });
});
