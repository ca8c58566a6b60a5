// The izola-service route against PostgreSQL, over real HTTP: a report with no text answers 204 (the
// spec's empty summary), one with text streams its answer; the head names the caller's chat.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { izolaContracts, parseIzolaChunks, searchParamsOf } from '@portal/contracts';
import { research } from '../../db/schema.js';
import { startMigratedApp, type SeededApp } from '../../testing/seededApp.js';
import { signedAs, TEST_USER_CONTEXT_SECRET } from '../../testing/signedCaller.js';
import { seedDemoUsers } from '../auth/demoUsers.js';

const WORDLESS = 'RES900101';
const WORDY = 'RES900102';
const row = (id: string, blocks: unknown[]) => ({
  id, contentId: id, slug: id.toLowerCase(), title: `Report ${id}`, summary: 'For the assistant tests.', ipType: 'Research',
  publishedDate: '2026-03-04', readTime: 5, functionSlug: 'marketing', priorityIds: [], topics: [], access: 'public' as const,
  body: { blocks },
});

let app: SeededApp;
beforeAll(async () => {
  app = await startMigratedApp('izola', async (db) => {
    await seedDemoUsers(db);
    await db.insert(research).values([
      row(WORDLESS, [{ type: 'section', id: 'section-1', text: 'Only a figure' }, { type: 'figure', id: `${WORDLESS}-figure-1`, label: 'Figure 1', figureTitle: 'A chart' }]),
      row(WORDY, [
        { type: 'section', id: 'section-1', text: 'The market' },
        { type: 'paragraph', text: 'Data platforms are a board topic. Only 23% of respondents rate their data platforms as advanced. Start small.' },
        { type: 'section', id: 'section-2', text: 'What to do' },
        { type: 'paragraph', text: 'Review your data platforms every quarter. Expect spending on data platforms to rise by 9% a year.' },
      ]),
    ]);
  }, { userContextSecret: TEST_USER_CONTEXT_SECRET });
});
afterAll(() => app?.close());

const ask = async (query: string, contentId: string) =>
  fetch(`${app.baseUrl}${izolaContracts.ask.fullPath}?${searchParamsOf({ query, feature: 'izola', contentId })}`, { headers: await signedAs('usr-client-0111') });

describe('GET /izola-service', () => {
  it('answers 204 for a report with no text to answer from', async () => {
    const response = await ask('What does the chart show?', WORDLESS);
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
  });

  it("streams the answer with the caller's chat, the report as context and source, cited by section", async () => {
    const response = await ask('What share of respondents rate their data platforms as advanced?', WORDY);
    expect(response.status).toBe(200);
    const chunks = parseIzolaChunks(await response.text());
    expect(chunks[0]).toEqual({
      chatId: `${WORDY}.usr-client-0111`, intent: 'report-question', subIntent: 'extractive', context: `Report ${WORDY}`,
      sources: [{ id: WORDY, date: '2026-03-04' }],
    });
    const stating = chunks.find((chunk) => chunk.summary?.includes('23%'))!;
    expect(stating.calculateCitations).toEqual([
      { passageId: `${WORDY}:section-1:0`, contentId: WORDY, sectionId: 'section-1', sectionTitle: 'The market', quote: 'Only 23% of respondents rate their data platforms as advanced.' },
    ]);
    expect(chunks.at(-1)).toEqual({ done: true });
  });
});
