import { expect, type Locator } from '@playwright/test';
import { ReportPage } from './report.page.js';

/** The report page's access check (issue #13, employees only), by role and accessible name. */
export class AccessCheckPage extends ReportPage {
  readonly region = this.page.getByRole('region', { name: 'Access check' });
  readonly email = this.region.getByRole('textbox', { name: 'E-mail address to check' });
  readonly checkButton = this.region.getByRole('button', { name: 'Check access' });
  readonly result: Locator = this.region.getByRole('status');

  /** Enters `email` and asks, by keyboard: Enter in the field submits the form, once it runs (its button enabled). */
  async check(email: string) {
    await expect(this.checkButton).toBeEnabled();
    await this.email.fill(email);
    await this.email.press('Enter');
  }
}
