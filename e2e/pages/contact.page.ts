import { expect } from '@playwright/test';
import { boundedFieldsOf, emailField, textField, type BoundedFields, type Placements } from './boundedField.js';
import { PortalPage } from './portal.page.js';
import { CaptchaWidget } from './captcha.js';

/** What a reader writes in the contact form. */
export interface ContactMessage {
  subject: string;
  message: string;
  /** A visitor's own details (signed out). */
  visitor?: { name: string; email: string };
}

/** /contact-form?id=…: the contact type's header, the contact hours and the form, located as a screen reader finds them. */
export class ContactPage extends PortalPage {
  readonly hours = this.page.getByRole('region', { name: 'Contact hours' });
  readonly byEmail = this.page.getByRole('radio', { name: 'By e-mail' });
  readonly byPhone = this.page.getByRole('radio', { name: 'By phone' });
  readonly name = this.page.getByRole('textbox', { name: 'Your name' });
  readonly email = this.page.getByRole('textbox', { name: 'E-mail address' });
  /** Asked for when the reader wants a call and no profile gives a number (a visitor's case). */
  readonly phone = this.page.getByRole('textbox', { name: 'Phone number' });
  readonly subject = this.page.getByRole('textbox', { name: 'Subject' });
  readonly message = this.page.getByRole('textbox', { name: 'Message' });
  readonly captcha = new CaptchaWidget(this.page);
  readonly send = this.page.getByRole('button', { name: 'Send message' });

  /** The form, named by the contact type's title. */
  form(title: string) {
    return this.page.getByRole('form', { name: title });
  }

  async open(title: string, id?: number) {
    await this.goTo(id === undefined ? '/contact-form' : `/contact-form?id=${id}`, this.h1(title));
    await expect(this.form(title)).toBeVisible();
  }

  async fill({ subject, message, visitor }: ContactMessage) {
    if (visitor) {
      await this.name.fill(visitor.name);
      await this.email.fill(visitor.email);
    }
    await this.subject.fill(subject);
    await this.message.fill(message);
  }

  /** Where each byte limit of the contact form (FORM_BYTE_LIMITS) is on a visitor's page, asking for a call. */
  private readonly placements: Placements<'contact'> = {
    subject: (limit) => ({ inputs: [textField('subject', limit, this.subject)] }),
    message: (limit) => ({ inputs: [textField('message', limit, this.message)] }),
    name: (limit) => ({ inputs: [textField('name', limit, this.name)] }),
    email: (limit) => ({ inputs: [emailField('email', limit, this.email)] }),
    phone: (limit) => ({ inputs: [textField('phone', limit, this.phone)] }),
    referer: () => ({ notTyped: 'the page the reader came from, set by the page (contactReferer.ts)' }),
  };

  /** Every field bounded in bytes, on a visitor's form: the name and address show signed out, the phone once a call is asked for. */
  async showEveryBoundedField(): Promise<BoundedFields> {
    await expect(this.name).toBeVisible();
    await this.byPhone.check();
    await expect(this.phone).toBeVisible();
    return boundedFieldsOf('contact', this.placements);
  }

  /** The bytes-left counter under a field ('0 bytes left', '1 byte over the limit'). */
  counter(text: string) {
    return this.page.getByText(text, { exact: true });
  }
}

/** /contact-form/confirmation: what happens next, and the way home. */
export class ContactConfirmationPage extends PortalPage {
  readonly heading = this.h1('Thank you for contacting us');
  readonly hours = this.page.getByRole('region', { name: 'Contact hours' });
  readonly reference = this.page.getByText(/^Your reference: \S+$/);
  readonly home = this.page.getByRole('main').getByRole('link', { name: 'Return to Home' });
}
