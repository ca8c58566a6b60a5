import { expect, type Locator } from '@playwright/test';
import { PortalPage } from './portal.page.js';

/** /myinitiatives and /myinitiatives/{id}: initiatives, their actions and each action's status control. */
export class InitiativesPage extends PortalPage {
  readonly heading = this.h1('My Initiatives');
  readonly otherActions = this.page.getByRole('region', { name: 'Other actions' });
  readonly download = this.page.getByRole('button', { name: 'Download dashboard (PowerPoint)' });
  readonly errorAlert = this.page.getByRole('alert');

  async open() {
    await this.goTo('/myinitiatives', this.heading);
  }

  /** An initiative's section on the list, by its title. */
  initiative(title: string): Locator {
    return this.page.getByRole('region', { name: title });
  }

  /** The status control of the action titled `title` (a native select). */
  status(title: string): Locator {
    return this.page.getByRole('combobox', { name: `Status of ${title}` });
  }

  /** Sets an action's status and waits for the page to show it again after its reload. */
  async setStatus(title: string, status: string) {
    await this.status(title).selectOption(status);
    await expect(this.status(title)).toBeEnabled();
    await expect(this.status(title)).toHaveValue(status);
  }
}

/** /myinitiatives/viewer and /myinitiatives/viewer/{id}: the client viewer of internal users. */
export class ClientViewerPage extends PortalPage {
  readonly heading = this.h1('Client Initiatives Viewer');
  readonly lookup = this.page.getByRole('search', { name: 'Look up a client' });
  readonly email = this.lookup.getByRole('textbox', { name: 'Client e-mail address' });
  readonly submit = this.lookup.getByRole('button', { name: 'Look up' });
  readonly results = this.page.getByRole('region', { name: /^Initiatives of / });
  readonly errorAlert = this.page.getByRole('alert');
  readonly client = this.page.getByTestId('initiative-client');

  async open() {
    await this.goTo('/myinitiatives/viewer', this.heading);
  }

  async lookUp(email: string) {
    await this.email.fill(email);
    await this.submit.click();
  }
}
