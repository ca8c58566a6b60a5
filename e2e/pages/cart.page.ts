import { expect, type Locator } from '@playwright/test';
import { PortalPage } from './portal.page.js';

/** The cart page and the header's cart link, located by roles and accessible names. */
export class CartPage extends PortalPage {
  readonly heading = this.h1('Your cart');
  readonly items = this.page.getByRole('list', { name: 'Items in your cart' });
  readonly total = this.page.getByRole('region', { name: 'Order total' });
  readonly checkout = this.page.getByRole('link', { name: 'Proceed to checkout' });
  readonly empty = this.page.getByRole('region', { name: 'Empty cart' });
  /** The header's cart link: its name carries the count ('Cart, 1 item'). */
  readonly headerLink = this.page.getByRole('banner').getByRole('link', { name: /^Cart\b/ });

  async open() {
    await this.goTo('/cart', this.heading);
  }

  item(title: string | RegExp): Locator {
    return this.items.getByRole('listitem').filter({ has: this.page.getByRole('link', { name: title }) });
  }

  removeButton(title: string): Locator {
    return this.page.getByRole('button', { name: `Remove ${title} from cart`, exact: true });
  }

  async expectHeaderCount(count: number) {
    await expect(this.headerLink).toHaveAccessibleName(`Cart, ${count} ${count === 1 ? 'item' : 'items'}`);
  }
}

/** "Add to cart" where content is for sale to the reader (search cards, webinar page, a report's no-access page). */
export class PurchaseOffer extends PortalPage {
  readonly buyReport = this.page.getByRole('region', { name: 'Buy this report' });

  addButton(title: string): Locator {
    return this.page.getByRole('button', { name: `Add to cart: ${title}`, exact: true });
  }

  readonly inCart = this.page.getByRole('link', { name: 'In cart', exact: true });
}
