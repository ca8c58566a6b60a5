import { expect, type Locator, type Page } from '@playwright/test';

/** The research report page, located by roles and accessible names as a screen reader finds it. */
export class ReportPage {
  readonly heading: Locator;
  readonly authors: Locator;
  readonly tableOfContents: Locator;
  readonly figures: Locator;
  readonly nextFigure: Locator;
  readonly previousFigure: Locator;

  constructor(private readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1 });
    this.authors = page.getByRole('region', { name: 'Authors' }).or(page.getByRole('list', { name: 'Authors' }));
    this.tableOfContents = page.getByRole('navigation', { name: 'Table of contents' });
    this.figures = page.getByRole('region', { name: 'Figures' });
    this.nextFigure = this.figures.getByRole('button', { name: 'Next figure' });
    this.previousFigure = this.figures.getByRole('button', { name: 'Previous figure' });
  }

  async open(id: string) {
    await this.page.goto(`/report/${id}`);
    await expect(this.heading).toBeVisible();
  }

  collapseButton(sectionTitle: string) {
    return this.page.getByRole('button', { name: `Collapse ${sectionTitle}`, exact: true });
  }

  expandButton(sectionTitle: string) {
    return this.page.getByRole('button', { name: `Expand ${sectionTitle}`, exact: true });
  }

  /** Steps the gallery to the figure at `index` (0-based), waiting for each step to show. */
  async goToFigure(index: number, count: number) {
    for (let shown = 1; shown <= index; shown++) {
      await this.nextFigure.click();
      await expect(this.figurePosition()).toHaveText(`Figure ${shown + 1} of ${count}`);
    }
  }

  figurePosition() {
    return this.figures.getByText(/^Figure \d+ of \d+$/);
  }
}
