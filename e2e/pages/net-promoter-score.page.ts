import { expect, type Locator } from '@playwright/test';
import { PortalPage } from './portal.page.js';

const QUESTION = 'How likely are you to recommend us to a friend or colleague?';

/** /net-promoter-score: the survey's question, comment and submit, the thank-you, the trademark notice. */
export class NetPromoterScorePage extends PortalPage {
  readonly heading = this.h1('Net Promoter Score® survey');
  readonly form = this.page.getByRole('form', { name: 'Net Promoter Score survey' });
  readonly scores = this.page.getByRole('radiogroup', { name: QUESTION });
  readonly comment = this.page.getByRole('textbox', { name: 'What is the main reason for your score? (optional)' });
  readonly submit = this.page.getByRole('button', { name: 'Submit' });
  readonly earlierAnswer = this.form.getByText(/^You answered this survey on /);
  readonly thanks = this.page.getByRole('status');
  readonly thanksHeading = this.page.getByRole('heading', { level: 2, name: 'Thank you for your feedback' });
  readonly changeAnswer = this.page.getByRole('button', { name: 'Change your answer' });
  readonly signInPrompt = this.page.getByText('Log in to answer the survey.');
  readonly trademarkNotice = this.page.getByText(/^Net Promoter®, Net Promoter Score® and NPS® are registered trademarks of /);

  score(value: number): Locator {
    return this.scores.getByRole('radio', { name: String(value), exact: true });
  }

  async open() {
    await this.goTo('/net-promoter-score', this.heading);
  }

  /** Chooses `to` with the arrow keys from the radio that has the focus, `from`. */
  async arrowTo(from: number, to: number) {
    await expect(this.score(from)).toBeFocused();
    const key = to > from ? 'ArrowRight' : 'ArrowLeft';
    for (let i = 0; i < Math.abs(to - from); i++) await this.page.keyboard.press(key);
    await expect(this.score(to)).toBeChecked();
  }
}
