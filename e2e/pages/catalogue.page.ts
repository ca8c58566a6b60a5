import { expect, type Locator } from '@playwright/test';
import { PortalPage } from './portal.page.js';

/** The technology catalogue listing, by roles and accessible names. */
export class TechnologyCataloguePage extends PortalPage {
  readonly search = this.page.getByRole('searchbox', { name: 'Search technologies' });
  readonly sort = this.page.getByRole('combobox', { name: 'Sort by' });
  readonly caption = this.page.getByTestId('technology-caption');
  readonly results = this.page.getByRole('region', { name: /results?$/ });
  readonly showMore = this.page.getByRole('button', { name: 'Show more' });

  async open(path = '/insights/technology-landscapes-and-waves') {
    await this.goTo(path, this.h1('Technology Landscapes and Waves'));
    await this.settled();
  }

  cards(): Locator {
    return this.page.getByRole('list', { name: 'Technologies' }).getByRole('article');
  }

  filter(name: 'Waves' | 'Landscapes' | 'Emerging technologies only'): Locator {
    return this.page.getByRole('checkbox', { name });
  }

  async chooseSort(name: 'Publish date' | 'Relevance' | 'Name A-Z' | 'Name Z-A') {
    const option = this.page.getByRole('option', { name });
    // The URL's search may still settle after the results show (the debounced keyword written
    // back), re-rendering the select and closing a menu opened meanwhile: open it until it stays.
    await expect(async () => {
      if (!(await option.isVisible())) await this.sort.click();
      await expect(option).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
    await option.click();
    await this.settled();
  }

  /** No search in flight. */
  async settled() {
    await expect(this.page.locator('section[aria-busy="true"]')).toHaveCount(0);
  }
}

/** A technology or category page. */
export class TechnologyDetailPage extends PortalPage {
  readonly tabs = this.page.getByRole('tablist', { name: 'Technology sections' });
  readonly panel = this.page.getByRole('tabpanel');

  tab(name: 'Overview' | 'Related Research' | 'Related Technologies'): Locator {
    return this.tabs.getByRole('tab', { name });
  }

  relatedTechnologies(): Locator {
    return this.panel.getByRole('list', { name: 'Related technologies' }).getByRole('article');
  }
}

/** /functions, a function page and a priority page. */
export class FunctionsPages extends PortalPage {
  heading(name: string | RegExp): Locator {
    return this.h1(name);
  }

  section(name: RegExp): Locator {
    return this.page.getByRole('region', { name });
  }

  functionNav(): Locator {
    return this.page.getByRole('navigation', { name: 'Functions' });
  }

  functionTabs(functionName: string): Locator {
    return this.page.getByRole('tablist', { name: `${functionName} sections` });
  }
}
