import { expect, type Page } from '@playwright/test';
import { ReportPage } from './report.page.js';

/**
 * A report read by a reprints or preview link (issue #13; spec 3 §4 reprints mode), located by roles
 * and accessible names as a screen reader finds them: the "Reprint" notice in place of the share
 * section, the access check and the assistant; and the no-access page a spent link shows.
 */
export class ReprintsPage extends ReportPage {
  readonly reprintNotice = this.page.getByRole('status').filter({ has: this.page.getByRole('heading', { name: 'Reprint' }) });
  readonly shareSection = this.page.getByRole('region', { name: 'Share this report' });
  readonly assistantButton = this.page.getByRole('button', { name: 'Ask the assistant' });
  readonly noAccessHeading = this.h1('You Do Not Have Access');

  /** Opens the report by its reprint link (/report/{slug}/{id}?reprintsToken=…) and waits for its h1. */
  async openLink(path: string) {
    await this.goTo(path, this.heading);
  }
}

/** Issues a reprint link as the reprint user signed in on `page` (the API the portal offers reprint users). */
export async function issueReprintLink(page: Page, contentId: string, kind: 'REPRINTS' | 'PREVIEW' = 'REPRINTS'): Promise<string> {
  const query = 'mutation ($id: ID!, $kind: ReprintLinkKind) { issueReprintLink(contentId: $id, kind: $kind) { path } }';
  const body = (await (await page.request.post('/graphql', { data: { query, variables: { id: contentId, kind } } })).json()) as {
    data?: { issueReprintLink: { path: string } };
    errors?: unknown[];
  };
  expect(body.errors).toBeUndefined();
  return body.data!.issueReprintLink.path;
}
