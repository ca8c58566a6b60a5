// The captcha widget the portal's forms share (web/src/components/captcha), as their page objects
// hold it: its checkbox, and solving it by keyboard, as the widget draws its own box over the
// native checkbox. Solving runs the proof of work in the page; once solved, the widget relabels
// its checkbox.
import { expect, type Locator, type Page } from '@playwright/test';

export class CaptchaWidget {
  /** The checkbox before it is solved. */
  readonly checkbox: Locator;
  private readonly solved: Locator;

  constructor(page: Page) {
    this.checkbox = page.getByRole('checkbox', { name: "I'm not a robot" });
    this.solved = page.getByRole('checkbox', { name: 'Verified' });
  }

  async solve() {
    await this.checkbox.focus();
    await this.checkbox.page().keyboard.press('Space');
    await expect(this.solved).toBeChecked({ timeout: 20_000 });
  }
}
