import { expect } from '@playwright/test';
import { ReportPage } from './report.page.js';

/**
 * A report read by a reprints or preview link (issue #13; spec 3 §4 reprints mode), located by roles
 * and accessible names as a screen reader finds them: the "Reprint" notice in place of the share
 * section, the access check and the assistant; the no-access page a spent link shows; and the
 * "Reprint links" section a reprint user issues links from.
 */
export class ReprintsPage extends ReportPage {
  readonly reprintNotice = this.page.getByRole('status').filter({ has: this.page.getByRole('heading', { name: 'Reprint', exact: true }) });
  readonly shareSection = this.page.getByRole('region', { name: 'Share this report' });
  readonly assistantButton = this.page.getByRole('button', { name: 'Ask the assistant' });
  readonly noAccessHeading = this.h1('You Do Not Have Access');
  // What a reprint user has on the report page.
  readonly reprintLinks = this.page.getByRole('region', { name: 'Reprint links' });
  readonly createReprintLink = this.reprintLinks.getByRole('button', { name: 'Create reprint link' });
  readonly issuedLink = this.reprintLinks.getByRole('textbox', { name: 'Link to send' });

  /** As a reprint user: creates a reprint link for the open report and returns its path and query. */
  async issueReprintLink(): Promise<string> {
    await this.createReprintLink.click();
    await expect(this.issuedLink).toBeVisible();
    const url = new URL(await this.issuedLink.inputValue());
    return `${url.pathname}${url.search}`;
  }

  /** Opens the report by its reprint link (/report/{slug}/{id}?reprintsToken=…) and waits for its h1. */
  async openLink(path: string) {
    await this.goTo(path, this.heading);
  }
}
