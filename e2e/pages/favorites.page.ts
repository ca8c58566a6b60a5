import { expect, type Locator } from '@playwright/test';
import { PortalPage } from './portal.page.js';

/** /favorites, located by roles and accessible names as a screen reader finds it. */
export class FavoritesPage extends PortalPage {
  readonly heading = this.h1('Favorites');
  readonly items = this.page.getByRole('list', { name: 'Saved items' });
  readonly count = this.page.getByTestId('listing-count');
  readonly emptyState = this.page.getByRole('main').getByRole('status').filter({ hasText: /You have not saved anything yet|No favorites match/ });
  /** Wide screens: the filters beside the list. */
  readonly filters = this.page.getByRole('complementary', { name: 'Filters' });
  /** Small screens: the filters behind 'Filter', in a modal dialog. */
  readonly filterButton = this.page.getByRole('button', { name: 'Filter', exact: true });
  readonly filterDialog = this.page.getByRole('dialog', { name: 'Filter favorites' });

  async open(search = '') {
    await this.goTo(`/favorites${search}`, this.heading);
  }

  /** The save toggle of an item (pressed = saved); its name is the same either way. */
  saveToggle(scope: Locator, title: string): Locator {
    return scope.getByRole('button', { name: `Save ${title}`, exact: true });
  }

  item(title: string): Locator {
    return this.items.getByRole('article').filter({ has: this.page.getByRole('link', { name: title, exact: true }) });
  }

  /** Picks `option` in a filter select (Topic, Category, Sort by) within `scope`. */
  async choose(scope: Locator, select: 'Topic' | 'Category' | 'Sort by', option: string | RegExp) {
    await scope.getByRole('combobox', { name: select }).click();
    await this.page.getByRole('listbox').getByRole('option', { name: option }).click();
    await expect(this.page.getByRole('listbox')).toBeHidden();
  }
}
