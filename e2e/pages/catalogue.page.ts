import { expect, type Locator, type Page } from '@playwright/test';

/** The technology catalogue listing, by roles and accessible names. */
export class TechnologyCataloguePage {
  readonly search: Locator;
  readonly sort: Locator;
  readonly caption: Locator;
  readonly results: Locator;
  readonly showMore: Locator;

  constructor(private readonly page: Page) {
    this.search = page.getByRole('searchbox', { name: 'Search technologies' });
    this.sort = page.getByRole('combobox', { name: 'Sort by' });
    this.caption = page.getByTestId('technology-caption');
    this.results = page.getByRole('region', { name: /results?$/ });
    this.showMore = page.getByRole('button', { name: 'Show more' });
  }

  async open(path = '/insights/technology-landscapes-and-waves') {
    await this.page.goto(path);
    await expect(this.page.getByRole('heading', { level: 1, name: 'Technology Landscapes and Waves' })).toBeVisible();
    await this.settled();
  }

  cards(): Locator {
    return this.page.getByRole('list', { name: 'Technologies' }).getByRole('article');
  }

  filter(name: 'Waves' | 'Landscapes' | 'Emerging technologies only'): Locator {
    return this.page.getByRole('checkbox', { name });
  }

  async chooseSort(name: 'Publish date' | 'Relevance' | 'Name A-Z' | 'Name Z-A') {
    await this.sort.click();
    await this.page.getByRole('option', { name }).click();
    await this.settled();
  }

  /** No search in flight. */
  async settled() {
    await expect(this.page.locator('section[aria-busy="true"]')).toHaveCount(0);
  }
}

/** A technology or category page. */
export class TechnologyDetailPage {
  readonly tabs: Locator;
  readonly panel: Locator;

  constructor(private readonly page: Page) {
    this.tabs = page.getByRole('tablist', { name: 'Technology sections' });
    this.panel = page.getByRole('tabpanel');
  }

  tab(name: 'Overview' | 'Related Research' | 'Related Technologies'): Locator {
    return this.tabs.getByRole('tab', { name });
  }

  relatedTechnologies(): Locator {
    return this.panel.getByRole('list', { name: 'Related technologies' }).getByRole('article');
  }
}

/** /functions, a function page and a priority page. */
export class FunctionsPages {
  constructor(private readonly page: Page) {}

  heading(name: string | RegExp): Locator {
    return this.page.getByRole('heading', { level: 1, name });
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
