// The assistant's chat through content-graph over the real upstream (issue #12): who may ask, the
// chat of a report oldest first with its citations resolved to the report, thumbs, an edit that
// drops the edited question and every later one on the server, and clearing the chat. Eli's chat
// is written straight to promptmanager-service, as the answering stream will save it.
import { fixtures } from '@portal/corpus';
import { promptmanagerContracts } from '@portal/contracts';
import { chatIdOf } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedAs, startRealUpstream, type RealUpstream } from '@portal/upstream/testing';
import { startTestStack, type TestSubgraph } from '@portal/graph-kit/testing';
import { createContentContext } from '../context.js';
import { buildContentSubgraph } from '../schema.js';

const ELI = 'usr-client-0121';
const GUEST = 'usr-guest-0001';
const REPORT_ID = fixtures.oneAuthorReportId;

let upstream: RealUpstream;
let graph: TestSubgraph;
let stop: () => Promise<void>;

beforeAll(async () => {
  ({ upstream, graph, stop } = await startTestStack(startRealUpstream('content_graph_assistant'), { build: buildContentSubgraph, contextFactory: createContentContext }));
}, 60_000);
afterAll(() => stop?.());

const as = (id: string) => ({ user: { id } });

async function ask(prompt: string, prevPromptId: string | null): Promise<string> {
  const response = await fetch(`${upstream.url}${promptmanagerContracts.savePrompt.fullPath}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(await signedAs(ELI)) },
    body: JSON.stringify({
      prompt,
      response: `An answer to ${prompt}`,
      contentSource: { contentId: REPORT_ID, contentType: 'research', publishedDate: null },
      chatId: chatIdOf(REPORT_ID, ELI),
      prevPromptId,
      citations: [{ passageId: `${REPORT_ID}:s1:0`, contentId: REPORT_ID, sectionId: 's1', sectionTitle: 'Overview', quote: 'A quoted sentence.' }],
    }),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { promptId: string }).promptId;
}

const CHAT = `query ($contentId: ID!) { assistantChat(contentId: $contentId) { chatId totalEntries entries { promptId prompt response blocked feedback citations { sectionId quote report { id title } } } } }`;

describe('the assistant through content-graph', () => {
  it('lets a subscriber ask, and no visitor or guest', async () => {
    const query = '{ assistantAccess }';
    expect((await graph.query(query, {}, as(ELI))).data).toEqual({ assistantAccess: true });
    expect((await graph.query(query, {}, as(GUEST))).data).toEqual({ assistantAccess: false });
    const before = await upstream.requestCount();
    expect((await graph.query(query)).data).toEqual({ assistantAccess: false });
    // Spec 2 §6: checked only when signed in.
    expect(await upstream.requestCount()).toBe(before);
  });

  it("reads the reader's chat oldest first, each citation resolved to its report; thumbs stick", async () => {
    const first = await ask('What is the market size?', null);
    const second = await ask('And its growth?', first);
    const third = await ask('Which vendors lead?', second);
    const rated = await graph.query('mutation ($promptId: ID!) { rateAssistantAnswer(promptId: $promptId, feedback: "up") }', { promptId: second }, as(ELI));
    expect(rated.errors).toBeUndefined();

    const { data, errors } = await graph.query(CHAT, { contentId: REPORT_ID }, as(ELI));
    expect(errors).toBeUndefined();
    expect(data.assistantChat.chatId).toBe(`${REPORT_ID}.${ELI}`);
    expect(data.assistantChat.entries.map((entry: { promptId: string }) => entry.promptId)).toEqual([first, second, third]);
    expect(data.assistantChat.entries[1]).toMatchObject({ prompt: 'And its growth?', feedback: 'up', blocked: false });
    expect(data.assistantChat.entries[0].citations[0]).toMatchObject({ sectionId: 's1', quote: 'A quoted sentence.', report: { id: REPORT_ID } });
  });

  it('drops the edited question and every later one, on the server too', async () => {
    const before = (await graph.query(CHAT, { contentId: REPORT_ID }, as(ELI))).data.assistantChat.entries.map((entry: { promptId: string }) => entry.promptId);
    const edited = await graph.query(
      `mutation ($contentId: ID!, $promptId: ID!) { editAssistantPrompt(contentId: $contentId, promptId: $promptId) { totalEntries entries { promptId } } }`,
      { contentId: REPORT_ID, promptId: before[1] },
      as(ELI),
    );
    expect(edited.errors).toBeUndefined();
    expect(edited.data.editAssistantPrompt).toEqual({ totalEntries: 1, entries: [{ promptId: before[0] }] });
    const reread = await graph.query(CHAT, { contentId: REPORT_ID }, as(ELI));
    expect(reread.data.assistantChat.entries.map((entry: { promptId: string }) => entry.promptId)).toEqual([before[0]]);
  });

  it("clears the chat, and never shows one reader another's", async () => {
    // The guest's chat of the same report is the guest's own: empty, whatever Eli asked.
    expect((await graph.query(CHAT, { contentId: REPORT_ID }, as(GUEST))).data.assistantChat).toMatchObject({ totalEntries: 0, entries: [] });
    const cleared = await graph.query('mutation ($contentId: ID!) { clearAssistantChat(contentId: $contentId) }', { contentId: REPORT_ID }, as(ELI));
    expect(cleared.errors).toBeUndefined();
    expect((await graph.query(CHAT, { contentId: REPORT_ID }, as(ELI))).data.assistantChat).toMatchObject({ totalEntries: 0, entries: [] });
  });

  it('refuses a visitor with the sign-in message', async () => {
    const { errors } = await graph.query(CHAT, { contentId: REPORT_ID });
    expect(errors?.[0]).toMatchObject({ message: 'Log in to ask the assistant', extensions: { code: 'UNAUTHORIZED' } });
  });
});
