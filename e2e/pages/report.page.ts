import { expect, type Locator } from '@playwright/test';
import { PortalPage } from './portal.page.js';

/** The research report page, located by roles and accessible names as a screen reader finds it. */
export class ReportPage extends PortalPage {
  readonly heading = this.h1();
  readonly authors = this.page.getByRole('region', { name: 'Authors' }).or(this.page.getByRole('list', { name: 'Authors' }));
  readonly tableOfContents = this.page.getByRole('navigation', { name: 'Table of contents' });
  readonly figures = this.page.getByRole('region', { name: 'Figures' });
  readonly nextFigure = this.figures.getByRole('button', { name: 'Next figure' });
  readonly previousFigure = this.figures.getByRole('button', { name: 'Previous figure' });
  /** The report's topics, each a chip that searches for it. */
  readonly topics = this.page.getByRole('region', { name: 'Topics' }).getByRole('list', { name: 'In this report' });
  /** A report from before the block format: its archive HTML. */
  readonly archive = this.page.getByRole('region', { name: 'Archived report' });
  readonly relatedResearch = this.page.getByRole('region', { name: 'Related research' });
  readonly relatedCards = this.relatedResearch.getByRole('list', { name: 'Related research' }).getByRole('article');

  async open(id: string) {
    await this.goTo(`/report/${id}`, this.heading);
  }

  /**
   * The drawing of the chart in `figure`, once the reader has scrolled to it: a chart's code loads
   * only when its figure comes near the screen (web/src/components/chart/LazyChartGraphic.tsx).
   */
  async drawnChart(figure: Locator) {
    await figure.scrollIntoViewIfNeeded();
    return figure.getByRole('img').locator('svg').first();
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

  /** A section's link in the table of contents. */
  tocLink(sectionTitle: string) {
    return this.tableOfContents.getByRole('link', { name: sectionTitle, exact: true });
  }

  sectionHeading(sectionTitle: string) {
    return this.page.getByRole('main').getByRole('heading', { level: 2, name: sectionTitle, exact: true });
  }

  /** Scrolls as a reader would until the section's heading sits at the top, below the header. */
  async scrollToSection(sectionTitle: string) {
    await this.sectionHeading(sectionTitle).evaluate((heading) => heading.scrollIntoView({ block: 'start' }));
  }

  /** A figure drawn in the body where the text cites it, named by its caption ('Figure 1: …'). */
  inlineFigure(caption: string) {
    return this.page.getByRole('main').getByRole('figure', { name: caption, exact: true });
  }

  figurePosition() {
    return this.figures.getByText(/^Figure \d+ of \d+$/);
  }
}
