import { expect, type Download, type Locator } from '@playwright/test';
import { ReportPage } from './report.page.js';

/** The report page's download controls (issue #13), by role and accessible name. */
export class ReportDownloadPage extends ReportPage {
  readonly downloadPdf = this.page.getByRole('button', { name: 'Download PDF', exact: true });
  readonly downloadCsv = this.figures.getByRole('button', { name: /^Download CSV: / });
  readonly downloadImage = this.figures.getByRole('button', { name: /^Download image: / });

  /** The legend entries of the gallery's chart (x-charts' list beside its drawing). */
  readonly chartLegendEntries = this.figures.locator('.MuiChartsLegend-root li');

  /** Clicks `control` and waits for the file the browser saves. */
  async downloadFrom(control: Locator): Promise<Download> {
    const [download] = await Promise.all([this.page.waitForEvent('download'), control.click()]);
    return download;
  }

  /** Steps the gallery forward from the figure at `from` to the one at `to` (0-based). */
  async stepFigures(from: number, to: number, count: number) {
    for (let shown = from + 1; shown <= to; shown++) {
      await this.nextFigure.click();
      await expect(this.figurePosition()).toHaveText(`Figure ${shown + 1} of ${count}`);
    }
  }
}
