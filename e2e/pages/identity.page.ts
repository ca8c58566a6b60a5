import { expect } from '@playwright/test';
import { latestLinkIn, readMailFolder } from '../../services/upstream/src/testing/smtpSink.js';
import { PortalPage } from './portal.page.js';
import { CaptchaWidget } from './captcha.js';

/** The provider's 'Create an account' page, reached from /login?regType=guest. */
export class SignUpPage extends PortalPage {
  readonly heading = this.h1('Create an account');

  async open(lr: string) {
    await this.page.goto(`/login?regType=guest&lr=${encodeURIComponent(lr)}`);
    await this.page.getByRole('link', { name: 'Create an account' }).click();
    await expect(this.heading).toBeVisible();
  }

  async signUp(user: { email: string; password: string; firstName: string; lastName: string }) {
    await this.page.getByLabel('E-mail address').fill(user.email);
    await this.page.getByLabel('First name').fill(user.firstName);
    await this.page.getByLabel('Last name').fill(user.lastName);
    await this.page.getByLabel('Password').fill(user.password);
    await this.page.getByRole('button', { name: 'Create account' }).click();
  }
}

/** /intercept/business/profile: the registration form. */
export class RegistrationPage extends PortalPage {
  readonly heading = this.h1('Complete Your Profile');
  readonly form = this.page.getByRole('form', { name: 'Complete your profile' });

  field(label: string) {
    return this.form.getByRole('textbox', { name: label });
  }

  async chooseCountry(name: string) {
    await this.form.getByRole('combobox', { name: /Country/ }).click();
    await this.page.getByRole('option', { name, exact: true }).click();
  }

  async submit() {
    await this.form.getByRole('button', { name: 'Continue' }).click();
  }
}

/** /intercept/business/terms. */
export class TermsPage extends PortalPage {
  readonly heading = this.h1('Terms and Conditions');
  readonly agree = this.page.getByRole('checkbox', { name: 'I agree to the Terms and Conditions' });
  readonly accept = this.page.getByRole('button', { name: 'Accept and continue' });
}

/** /passwordless: request a sign-in link. */
export class PasswordlessPage extends PortalPage {
  readonly heading = this.h1('Sign in with an e-mail link');
  readonly confirmation = this.h1('Check your e-mail');

  async requestLink(email: string) {
    await this.page.getByLabel('E-mail address').fill(email);
    await this.page.getByRole('button', { name: 'Send me a link' }).click();
  }
}

/** /my-account/password/request: e-mail and captcha. */
export class PasswordRequestPage extends PortalPage {
  readonly heading = this.h1('Reset Your Password');
  readonly email = this.page.getByRole('textbox', { name: 'E-mail address' });
  readonly captcha = new CaptchaWidget(this.page);
  readonly submit = this.page.getByRole('button', { name: 'Send reset link' });

}

/** /my-account/password/create?token=…: choose a new password. */
export class PasswordCreatePage extends PortalPage {
  readonly heading = this.h1('Choose a New Password');

  async choose(password: string) {
    await this.page.getByRole('textbox', { name: 'New password', exact: true }).fill(password);
    await this.page.getByRole('textbox', { name: 'Confirm new password' }).fill(password);
    await this.page.getByRole('button', { name: 'Save new password' }).click();
  }
}

/** The newest e-mail link to `email` matching `pattern`, from the SMTP sink of the global setup. */
export function mailedLink(email: string, pattern: RegExp): string {
  const folder = process.env.PORTAL_MAIL_DIR;
  if (!folder) throw new Error('PORTAL_MAIL_DIR is not set (e2e global setup)');
  return latestLinkIn(readMailFolder(folder, email), pattern);
}
