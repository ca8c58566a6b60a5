import type { Locator } from '@playwright/test';
import { PortalPage } from './portal.page.js';

/** The columns of the staff list, in order. */
export const SUBMISSION_COLUMNS = ['Kind', 'Label', 'Subject', 'E-mail', 'Submitted', 'Delivery state', 'Attempts', 'Delivered at', 'Last error'] as const;

/** /staff/form-submissions: the employees' list of what readers sent the provider. */
export class StaffSubmissionsPage extends PortalPage {
  readonly heading = this.h1('Form Submissions');
  readonly table = this.page.getByRole('table');
  readonly stateFilter = this.page.getByRole('combobox', { name: 'Delivery state' });
  readonly pagination = this.page.getByRole('navigation', { name: 'Submission pages' });

  async open(query = '') {
    await this.goTo(`/staff/form-submissions${query}`, this.heading);
  }

  /** The table's rows of submissions (not its header row). */
  rows(): Locator {
    return this.table.getByRole('row').filter({ has: this.page.getByRole('cell') });
  }

  /** The row of the submission with this subject. */
  row(subject: string): Locator {
    return this.rows().filter({ has: this.page.getByRole('cell', { name: subject, exact: true }) });
  }

  /** The rows whose delivery state is not `state`: none once a filter by that state has loaded. */
  rowsNotIn(state: 'Queued' | 'Delivered'): Locator {
    return this.rows().filter({ hasNot: this.page.getByRole('cell', { name: state, exact: true }) });
  }

  /** A cell of a row, by its column. */
  cell(row: Locator, column: (typeof SUBMISSION_COLUMNS)[number]): Locator {
    return row.getByRole('cell').nth(SUBMISSION_COLUMNS.indexOf(column));
  }
}
