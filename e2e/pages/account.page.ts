import { expect, type Locator, type Page } from '@playwright/test';
import { LoginPage } from './login.page.js';

/** The my-account layout and its profile and communications pages, located by roles and labels. */
export class AccountPage {
  readonly heading: Locator;
  readonly tabsNav: Locator;
  readonly tabs: Locator;
  readonly tablist: Locator;
  readonly avatar: Locator;
  readonly fullName: Locator;
  readonly email: Locator;
  readonly save: Locator;
  readonly savePreferences: Locator;
  readonly unsavedDialog: Locator;

  constructor(private readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1 });
    this.tabsNav = page.getByRole('navigation', { name: 'My account' });
    this.tablist = this.tabsNav.getByRole('tablist');
    this.tabs = this.tabsNav.getByRole('tab');
    this.avatar = page.getByTestId('account-avatar');
    this.fullName = page.getByTestId('account-full-name');
    this.email = page.getByTestId('account-email');
    this.save = page.getByRole('button', { name: 'Save', exact: true });
    this.savePreferences = page.getByRole('button', { name: 'Save preferences' });
    this.unsavedDialog = page.getByRole('dialog', { name: 'Unsaved changes' });
  }

  /** Logs in through the provider's page and lands on `path`. */
  async logInTo(path: string, email: string, password: string) {
    await this.page.goto(`/login?lr=${encodeURIComponent(path)}`);
    await new LoginPage(this.page).signIn(email, password);
    await expect(this.page).toHaveURL(new RegExp(`${path}$`));
  }

  tab(name: string): Locator {
    return this.tabsNav.getByRole('tab', { name, exact: true });
  }

  field(label: string): Locator {
    return this.page.getByRole('main').getByLabel(label, { exact: false }).first();
  }

  textbox(name: string): Locator {
    return this.page.getByRole('textbox', { name: new RegExp(`^${name}( \\*)?$`) });
  }

  radio(name: string): Locator {
    return this.page.getByRole('radio', { name, exact: true });
  }

  group(name: string): Locator {
    return this.page.getByRole('group', { name });
  }

  async avatarSize(): Promise<number> {
    return (await this.avatar.boundingBox())!.width;
  }
}
