import type { Locator } from '@playwright/test';
import { logInTo } from './login.page.js';
import { PortalPage } from './portal.page.js';

/** The my-account layout and its profile and communications pages, located by roles and labels. */
export class AccountPage extends PortalPage {
  readonly heading = this.h1();
  readonly tabsNav = this.page.getByRole('navigation', { name: 'My account' });
  readonly tablist = this.tabsNav.getByRole('tablist');
  readonly tabs = this.tabsNav.getByRole('tab');
  readonly avatar = this.page.getByTestId('account-avatar');
  readonly fullName = this.page.getByTestId('account-full-name');
  readonly email = this.page.getByTestId('account-email');
  readonly save = this.page.getByRole('button', { name: 'Save', exact: true });
  readonly savePreferences = this.page.getByRole('button', { name: 'Save preferences' });
  readonly unsavedDialog = this.page.getByRole('dialog', { name: 'Unsaved changes' });

  /** Logs in through the provider's page and lands on `path`. */
  async logInTo(path: string, email: string, password: string) {
    await logInTo(this.page, path, email, password);
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
