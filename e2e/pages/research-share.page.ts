import { expect } from '@playwright/test';
import { LoginPage } from './login.page.js';
import { PortalPage } from './portal.page.js';

/**
 * Research shares (issue #13), located by roles and accessible names as a screen reader finds them:
 * the report page's "Share this report" section, the courtesy-view notice a recipient reads the
 * report under, and the page a share link that cannot be opened shows.
 */
export class ResearchSharePage extends PortalPage {
  readonly shareSection = this.page.getByRole('region', { name: 'Share this report' });
  readonly createLink = this.shareSection.getByRole('button', { name: 'Create share link' });
  readonly shareLink = this.shareSection.getByRole('textbox', { name: 'Share link' });
  readonly emailShareLink = this.shareSection.getByRole('link', { name: 'Email share link' });
  readonly withdrawLink = this.shareSection.getByRole('button', { name: 'Withdraw link' });
  readonly shareStatus = this.shareSection.getByRole('status');
  readonly courtesyNotice = this.page.getByRole('status').filter({ has: this.page.getByRole('heading', { name: 'Courtesy view' }) });
  readonly refusedHeading = this.h1('This share link cannot be opened');

  /** Creates a share link for the open report and returns its path on the portal (/researchshare/…). */
  async createShareLink(): Promise<string> {
    await this.createLink.click();
    await expect(this.shareLink).toBeVisible();
    return new URL(await this.shareLink.inputValue()).pathname;
  }

  /** A visitor opens a share link: they log in first, and the link lands them on the report. */
  async openSharedLinkLoggingIn(sharePath: string, email: string, password: string) {
    await this.page.goto(sharePath);
    const login = new LoginPage(this.page);
    await login.expectShown();
    await login.signIn(email, password);
  }
}
