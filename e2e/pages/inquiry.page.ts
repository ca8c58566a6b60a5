import { expect, type Locator } from '@playwright/test';
import { boundedFieldsOf, textField, type BoundedFields, type Placements } from './boundedField.js';
import { PortalPage } from './portal.page.js';
import { CaptchaWidget } from './captcha.js';

/** /inquiry: the kind of request, the fields and the captcha, located as a screen reader finds them. */
export class InquiryPage extends PortalPage {
  readonly heading = this.h1('Ask an Analyst');
  readonly form = this.page.getByRole('form', { name: 'Ask an analyst' });
  readonly choices = this.page.getByRole('radiogroup', { name: 'What would you like to ask for?' });
  readonly contactMethod = this.page.getByRole('combobox', { name: 'How should we contact you?' });
  readonly subject = this.page.getByRole('textbox', { name: 'Subject' });
  readonly question = this.page.getByRole('textbox', { name: 'Your question' });
  readonly goal = this.page.getByRole('textbox', { name: 'What are you trying to achieve?' });
  readonly topic = this.page.getByRole('textbox', { name: 'Topic' });
  readonly analyst = this.page.getByRole('combobox', { name: 'Analyst' });
  /** A native date input: no textbox role, found by its label. */
  readonly deadline = this.page.getByLabel('Deadline');
  readonly captcha = new CaptchaWidget(this.page);
  readonly submit = this.page.getByRole('button', { name: 'Send request' });
  readonly talkToSales = this.page.getByRole('link', { name: 'Talk to sales about adding analyst access' });

  async open(query = '') {
    await this.goTo(`/inquiry${query}`, this.heading);
  }

  /** Where each byte limit of the inquiry (FORM_BYTE_LIMITS) is on the page. */
  private readonly placements: Placements<'inquiry'> = {
    subject: (limit) => ({ inputs: [textField('subject', limit, this.subject)] }),
    question: (limit) => ({ inputs: [textField('question', limit, this.question)] }),
    goal: (limit) => ({ inputs: [textField('goal', limit, this.goal)] }),
    topic: (limit) => ({ inputs: [textField('topic', limit, this.topic)] }),
  };

  /** Every field bounded in bytes (all show whichever form is chosen). */
  async showEveryBoundedField(): Promise<BoundedFields> {
    await expect(this.form).toBeVisible();
    return boundedFieldsOf('inquiry', this.placements);
  }

  /** One of the forms offered, by its label. */
  choice(label: string): Locator {
    return this.choices.getByRole('radio', { name: label, exact: true });
  }

}

/** /inquiry/confirmation: what happens next. */
export class InquiryConfirmationPage extends PortalPage {
  readonly heading = this.h1('Your Request Has Been Sent');
  readonly returnHome = this.page.getByRole('main').getByRole('link', { name: 'Return to Home' });
}
