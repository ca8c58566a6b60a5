import { expect, type Locator, type Page } from '@playwright/test';

/** The built-in identity provider's sign-in page, located by its labels as a screen reader finds it. */
export class LoginPage {
  readonly heading: Locator;
  readonly email: Locator;
  readonly password: Locator;
  readonly submit: Locator;
  readonly error: Locator;

  constructor(private readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Sign in' });
    this.email = page.getByLabel('E-mail address');
    this.password = page.getByLabel('Password');
    this.submit = page.getByRole('button', { name: 'Sign in' });
    this.error = page.getByRole('alert');
  }

  async expectShown() {
    await expect(this.heading).toBeVisible();
    await expect(this.page).toHaveURL(/\/oidc\/interaction\//);
  }

  async signIn(email: string, password: string) {
    await this.email.fill(email);
    await this.password.fill(password);
    await this.submit.click();
  }
}
