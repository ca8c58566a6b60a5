import { expect, type Locator } from '@playwright/test';
import { ReportPage } from './report.page.js';

/** A data report's page with its survey dashboard, located by roles and accessible names. */
export class SurveyDashboardPage extends ReportPage {
  readonly dashboard = this.page.getByRole('region', { name: 'Survey dashboard' });
  readonly segmentSelect = this.dashboard.getByRole('combobox', { name: 'Respondent segment' });
  readonly questions = this.dashboard.getByRole('heading', { level: 3 });

  /** The data table (the chart's screen-reader twin) of the question, for the segment it shows. */
  questionTable(question: string, segment: string): Locator {
    return this.dashboard.getByRole('table', { name: `${question} (${segment})`, exact: true });
  }

  /** The formatted shares the question's chart shows, as its data table lists them. */
  async shares(question: string, segment: string): Promise<string[]> {
    return this.questionTable(question, segment).getByRole('cell').allTextContents();
  }

  /** Picks a segment with the keyboard alone: open the select, arrow down to the option, Enter. */
  async pickSegmentByKeyboard(label: string, maxSteps = 20) {
    await this.segmentSelect.focus();
    await this.page.keyboard.press('ArrowDown');
    const listbox = this.page.getByRole('listbox', { name: 'Respondent segment' });
    await expect(listbox).toBeVisible();
    for (let step = 0; step < maxSteps; step++) {
      const focused = listbox.locator('[role="option"]:focus');
      if ((await focused.textContent()) === label) break;
      await this.page.keyboard.press('ArrowDown');
    }
    await expect(listbox.getByRole('option', { name: label, exact: true })).toBeFocused();
    await this.page.keyboard.press('Enter');
    await expect(listbox).toBeHidden();
    await expect(this.segmentSelect).toHaveText(label);
  }
}
