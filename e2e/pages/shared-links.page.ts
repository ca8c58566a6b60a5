import { expect, type Locator } from '@playwright/test';
import { PortalPage } from './portal.page.js';

/**
 * /my-account/shared-links (issue #13), located by roles and accessible names as a screen reader
 * finds them: the "Share links" table and, for a reprint user, the "Reprint links" table, each row
 * headed by its report's title, with a Revoke button confirmed in a dialog.
 */
export class SharedLinksPage extends PortalPage {
  static readonly PATH = '/my-account/shared-links';
  readonly heading = this.h1('Shared Links');
  readonly shareLinks = this.page.getByRole('table', { name: 'Share links' });
  readonly reprintLinks = this.page.getByRole('table', { name: 'Reprint links' });
  readonly confirmDialog = this.page.getByRole('dialog');

  async open() {
    await this.goTo(SharedLinksPage.PATH, this.heading);
  }

  /** The newest row of `table` for the report titled `title`. */
  rowOf(table: Locator, title: string): Locator {
    return table.getByRole('row').filter({ has: this.page.getByRole('rowheader', { name: title, exact: true }) }).first();
  }

  /** Revokes the newest link of `table` for `title`, confirming in the dialog, and waits for its status to say so. */
  async revoke(table: Locator, title: string) {
    const row = this.rowOf(table, title);
    await row.getByRole('button', { name: /^Revoke / }).click();
    await expect(this.confirmDialog).toBeVisible();
    await this.confirmDialog.getByRole('button', { name: 'Revoke', exact: true }).click();
    await expect(this.confirmDialog).toBeHidden();
    await expect(row.getByRole('cell', { name: 'Revoked', exact: true })).toBeVisible();
  }
}
