import { expect, type Locator } from '@playwright/test';
import { ReportPage } from './report.page.js';

/** The report page with the AI assistant's panel (issue #12), located by roles and names as a screen reader finds it. */
export class AssistantReportPage extends ReportPage {
  readonly openAssistant = this.page.getByRole('button', { name: 'Ask the assistant' });
  readonly panel = this.page.getByRole('region', { name: 'AI assistant' });
  readonly panelHeading = this.panel.getByRole('heading', { name: 'AI assistant' });
  readonly question = this.panel.getByRole('textbox', { name: 'Your question about this report' });
  readonly ask = this.panel.getByRole('button', { name: 'Ask', exact: true });
  readonly answers = this.panel.getByRole('list', { name: 'Your questions and answers' });
  readonly deleteHistory = this.panel.getByRole('button', { name: 'Delete history' });
  readonly confirmDelete = this.panel.getByRole('group', { name: 'Delete history' }).getByRole('button', { name: 'Delete all' });
  readonly close = this.panel.getByRole('button', { name: 'Close the assistant' });

  async openPanel() {
    await this.openAssistant.click();
    await expect(this.panel).toBeVisible();
    await expect(this.panelHeading).toBeFocused();
  }

  async askQuestion(text: string) {
    await this.question.fill(text);
    await this.ask.click();
  }

  async deleteTheHistory() {
    await this.deleteHistory.click();
    await this.confirmDelete.click();
  }

  /** The entry of a question: its heading and everything under it up to the next one. */
  entry(question: string): Locator {
    return this.answers.getByRole('listitem').filter({ has: this.page.getByRole('heading', { name: question, exact: true }) });
  }

  /** An entry's source in a section (`N. {section}`), the one quoting `quote` (its title). */
  citation(entry: Locator, sectionTitle: string, quote: string): Locator {
    return entry
      .getByRole('list', { name: 'Sources' })
      .getByRole('link', { name: new RegExp(`^\\d+\\. ${sectionTitle.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) })
      .and(this.page.getByTitle(quote, { exact: true }));
  }

  /** The passage a citation marked in the report's body. */
  markedPassage(sectionId: string): Locator {
    return this.page.locator(`[id="${sectionId}-content"] mark`);
  }
}
