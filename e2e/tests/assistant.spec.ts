// The AI assistant's panel on a report page (issue #12), through the gateway's graphql-ws
// subscription: a reader with access asks the corpus's own fact, sees the streamed answer, follows
// its citation to the section (opened, scrolled to, the passage marked), rates it and deletes the
// history; a reader without access is told why instead of the form.
import { DEFAULT_SEED, report, reportFacts } from '@portal/corpus';
import { ASSISTANT_NOT_ACCESSIBLE_MESSAGE } from '@portal/domain';
import { expectNoAxeViolations } from '../support/axe.js';
import { expect, test } from '../support/test.js';
import { AssistantReportPage } from '../pages/assistant.page.js';
import { logInTo } from '../pages/login.page.js';

// The assistant e2e's own readers (services/upstream demoUsers.ts): Kai reads FD research and may
// ask (release_FD_ai_access); Max has no subscription. No other spec signs in as them.
const KAI = { email: 'kai@meridian.example', password: 'Meridian-demo-2026' };
const MAX = { email: 'max@meridian.example', password: 'Meridian-demo-2026' };
// The stack is seeded with the default seed and 300 reports (support/global-setup.ts): RES100001
// (public) states this fact in FACT.sectionId.
const REPORT = report({ seed: DEFAULT_SEED, size: 300 }, 1);
const FACT = reportFacts(REPORT)[0]!;
const SECTION_TITLE = REPORT.bodyJson.blocks.flatMap((block) => (block.type === 'section' && block.id === FACT.sectionId ? [block.text] : []))[0]!;

test.describe('the AI assistant on a report page', () => {
  // Signs in through the provider's page, then waits for a streamed answer.
  test.describe.configure({ timeout: 60_000 });

  test('Kai asks, sees the streamed answer, follows its citation to the marked passage, rates it and deletes the history', async ({ page }) => {
    expect(FACT).toMatchObject({ contentId: 'RES100001' });
    const reportPath = `/report/${FACT.contentId}`;
    await logInTo(page, reportPath, KAI.email, KAI.password);
    const assistant = new AssistantReportPage(page);
    await expect(assistant.heading).toBeVisible();
    await assistant.openPanel();
    // A fresh stack per run (support/global-setup.ts): Kai's chat starts empty.
    await expect(assistant.question).toBeVisible();
    await expect(assistant.answers).toBeHidden();

    await assistant.askQuestion(FACT.question);
    const entry = assistant.entry(FACT.question);
    await expect(entry).toContainText(FACT.answer);
    // Streaming off: the entry's actions show once the answer is complete.
    const helpful = entry.getByRole('button', { name: 'Helpful', exact: true });
    await expect(helpful).toBeVisible();
    await expect(page.getByTestId('live-region')).toContainText('The assistant answered:');
    await expectNoAxeViolations(page);

    // The citation of the sentence stating the fact: its section opens, scrolls into view, the sentence is marked.
    // Collapsed first, so the citation has to open it.
    await assistant.collapseButton(SECTION_TITLE).click();
    await expect(assistant.expandButton(SECTION_TITLE)).toBeVisible();
    await assistant.citation(entry, SECTION_TITLE, FACT.sentence).click();
    await expect(assistant.collapseButton(SECTION_TITLE)).toBeVisible();
    const marked = assistant.markedPassage(FACT.sectionId);
    await expect(marked).toHaveText(FACT.sentence);
    await expect(marked).toBeInViewport();

    await helpful.click();
    await expect(helpful).toHaveAttribute('aria-pressed', 'true');
    await assistant.deleteTheHistory();
    await expect(assistant.answers).toBeHidden();
    await expect(assistant.question).toBeFocused();
    // The history is gone on the server too: a fresh page shows none.
    await page.reload();
    await assistant.openPanel();
    await expect(assistant.question).toBeVisible();
    await expect(assistant.answers).toBeHidden();
  });

  test('Max, without access, is told why instead of the form', async ({ page }) => {
    await logInTo(page, `/report/${FACT.contentId}`, MAX.email, MAX.password);
    const assistant = new AssistantReportPage(page);
    await assistant.openPanel();
    await expect(assistant.panel.getByText(ASSISTANT_NOT_ACCESSIBLE_MESSAGE)).toBeVisible();
    await expect(assistant.question).toHaveCount(0);
  });
});
