// promptmanager-service over real HTTP against PostgreSQL: saving a prompt, the chat's history in
// both orders and pages, feedback, deleting a list of prompts (all or none) and a whole chat, the
// limits with the domain's messages, and that no reader reaches another's chat or prompts, not
// with a guessed chatId nor with a prompt id of theirs.
import {
  ASSISTANT_CITATIONS_MAX,
  ASSISTANT_CITATIONS_TOO_MANY_MESSAGE,
  ASSISTANT_QUESTION_MAX_LENGTH,
  ASSISTANT_QUESTION_REQUIRED_MESSAGE,
  ASSISTANT_QUESTION_TOO_LONG_MESSAGE,
  ASSISTANT_RESPONSE_MAX_LENGTH,
  ASSISTANT_RESPONSE_TOO_LONG_MESSAGE,
  CHAT_HISTORY_MAX_PAGE_SIZE,
  NOT_YOUR_CHAT_MESSAGE,
  SIGN_IN_FOR_CHAT_MESSAGE,
  chatIdOf,
  invalidChatIdMessage,
  promptNotFoundMessage,
} from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callJson } from '../../testing/http.js';
import { startMigratedApp, type SeededApp } from '../../testing/seededApp.js';
import { signedAs, TEST_USER_CONTEXT_SECRET } from '../../testing/signedCaller.js';
import { PROMPTMANAGER_SERVICE_PATH } from './promptmanagerRouter.js';

const PROMPT = `${PROMPTMANAGER_SERVICE_PATH}/prompt`;
const CHAT = `${PROMPT}/chat`;
const REPORT = 'RES100';

let app: SeededApp;
let userSeq = 0;
type Headers = Record<string, string>;
/** A fresh reader per test, so tests never see each other's chats. */
const newReader = async () => {
  const id = `usr-prompts-${++userSeq}`;
  return { id, headers: await signedAs(id), chatId: chatIdOf(REPORT, id) };
};
type Reader = Awaited<ReturnType<typeof newReader>>;
const call = (method: string, path: string, headers: Headers, body?: unknown) => callJson(`${app.baseUrl}${path}`, method, headers, body);

const citation = { passageId: `${REPORT}:s1:0`, contentId: REPORT, sectionId: 's1', sectionTitle: 'Findings', quote: 'Budgets grew 4%.' };
const promptBody = (reader: Reader, overrides: Record<string, unknown> = {}) => ({
  prompt: 'How much did budgets grow?',
  response: 'Budgets grew 4%.',
  contentSource: { contentId: REPORT, contentType: 'research', publishedDate: '2026-01-15' },
  intent: 'question',
  subIntent: 'figure',
  prevPromptId: null,
  chatId: reader.chatId,
  citations: [citation],
  promptSource: 'report',
  ...overrides,
});
const save = (reader: Reader, overrides: Record<string, unknown> = {}, headers = reader.headers) => call('POST', PROMPT, headers, promptBody(reader, overrides));
/** Saves `n` prompts in a chain, returning their ids in the order asked. */
async function chat(reader: Reader, n: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < n; i++) {
    const saved = await save(reader, { prompt: `Question ${i + 1}`, prevPromptId: ids.at(-1) ?? null });
    expect(saved.status).toBe(201);
    ids.push(saved.body.promptId);
  }
  return ids;
}
const history = (reader: Reader, query = '', chatId = reader.chatId, headers = reader.headers) =>
  call('GET', `${CHAT}?chatId=${encodeURIComponent(chatId)}${query}`, headers);

beforeAll(async () => {
  app = await startMigratedApp('promptmanager', async () => undefined, { userContextSecret: TEST_USER_CONTEXT_SECRET });
}, 60_000);

afterAll(() => app?.close());

describe('saving and reading a chat', () => {
  it('saves a prompt (201) and reads it back in the history, never cached', async () => {
    const reader = await newReader();
    const saved = await save(reader);
    expect(saved.status).toBe(201);
    expect(saved.headers.get('cache-control')).toBe('no-store');
    expect(saved.body).toEqual({ prompt: 'How much did budgets grow?', promptId: expect.stringMatching(/^[0-9a-f-]{36}$/), promptDate: expect.any(String), summary: 'Budgets grew 4%.' });

    const page = await history(reader);
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(page.body).toEqual({
      content: [
        {
          promptId: saved.body.promptId,
          prompt: 'How much did budgets grow?',
          response: 'Budgets grew 4%.',
          promptDate: saved.body.promptDate,
          citations: [citation],
          blocked: false,
          feedback: null,
          prevPromptId: null,
          intent: 'question',
          subIntent: 'figure',
        },
      ],
      page: 1,
      size: 20,
      totalElements: 1,
      totalPages: 1,
    });
  });

  it('keeps a blocked, emptied answer as blocked', async () => {
    const reader = await newReader();
    expect((await save(reader, { response: '', citations: [], blocked: true })).status).toBe(201);
    expect((await history(reader)).body.content[0]).toMatchObject({ response: '', blocked: true, citations: [] });
  });

  it('pages in either order', async () => {
    const reader = await newReader();
    const ids = await chat(reader, 5);
    const asc = await history(reader, '&order=asc&page=1&size=2');
    expect(asc.body).toMatchObject({ page: 1, size: 2, totalElements: 5, totalPages: 3 });
    expect(asc.body.content.map((e: { promptId: string }) => e.promptId)).toEqual(ids.slice(0, 2));
    expect((await history(reader, '&page=3&size=2')).body.content.map((e: { prompt: string }) => e.prompt)).toEqual(['Question 5']);
    const desc = await history(reader, '&order=desc&page=2&size=2');
    expect(desc.body.content.map((e: { promptId: string }) => e.promptId)).toEqual([ids[2], ids[1]]);
    expect((await history(reader, '&page=4&size=2')).body.content).toEqual([]);
  });

  it('answers an empty page for a chat with no prompts yet', async () => {
    const reader = await newReader();
    expect((await history(reader)).body).toEqual({ content: [], page: 1, size: 20, totalElements: 0, totalPages: 0 });
  });

  it('bounds the paging and refuses a malformed chat id', async () => {
    const reader = await newReader();
    expect((await history(reader, `&size=${CHAT_HISTORY_MAX_PAGE_SIZE}`)).status).toBe(200);
    expect(await history(reader, `&size=${CHAT_HISTORY_MAX_PAGE_SIZE + 1}`)).toMatchObject({ status: 400, body: { message: `size must be an integer from 1 to ${CHAT_HISTORY_MAX_PAGE_SIZE}` } });
    expect(await history(reader, '&page=0')).toMatchObject({ status: 400, body: { message: 'page must be an integer from 1 to 10000' } });
    expect(await history(reader, '&order=sideways')).toMatchObject({ status: 400, body: { message: 'order must be one of asc, desc' } });
    expect(await history(reader, '', 'RES100')).toMatchObject({ status: 400, body: { message: invalidChatIdMessage('RES100') } });
  });

  it('refuses a chat id that is not the content one, and a prevPromptId of another chat', async () => {
    const reader = await newReader();
    expect(await save(reader, { chatId: chatIdOf('RES200', reader.id) })).toMatchObject({ status: 400, body: { message: expect.stringContaining('not the chat of RES100') } });
    const onOtherReport = await save(reader, { chatId: chatIdOf('RES200', reader.id), contentSource: { contentId: 'RES200', contentType: 'research', publishedDate: null } });
    const other: string = onOtherReport.body.promptId;
    expect(await save(reader, { prevPromptId: other })).toMatchObject({ status: 404, body: { message: promptNotFoundMessage(other) } });
  });
});

describe('limits', () => {
  it('takes a question of 1,000 characters and refuses one longer, or an empty one, with the domain messages', async () => {
    const reader = await newReader();
    expect((await save(reader, { prompt: 'q'.repeat(ASSISTANT_QUESTION_MAX_LENGTH) })).status).toBe(201);
    expect(await save(reader, { prompt: 'q'.repeat(ASSISTANT_QUESTION_MAX_LENGTH + 1) })).toMatchObject({ status: 400, body: { message: ASSISTANT_QUESTION_TOO_LONG_MESSAGE } });
    expect(await save(reader, { prompt: '   ' })).toMatchObject({ status: 400, body: { message: ASSISTANT_QUESTION_REQUIRED_MESSAGE } });
  });

  it('bounds the response and the citations', async () => {
    const reader = await newReader();
    expect(await save(reader, { response: 'r'.repeat(ASSISTANT_RESPONSE_MAX_LENGTH + 1) })).toMatchObject({ status: 400, body: { message: ASSISTANT_RESPONSE_TOO_LONG_MESSAGE } });
    const tooMany = Array.from({ length: ASSISTANT_CITATIONS_MAX + 1 }, () => citation);
    expect(await save(reader, { citations: tooMany })).toMatchObject({ status: 400, body: { message: ASSISTANT_CITATIONS_TOO_MANY_MESSAGE } });
    expect(await save(reader, { citations: [{ ...citation, quote: 'x'.repeat(2001) }] })).toMatchObject({ status: 400, body: { message: 'citation quote must be at most 2000 characters' } });
    expect((await history(reader)).body.totalElements).toBe(0);
  });
});

describe('feedback', () => {
  it('sets thumbs up or down and takes it back with null', async () => {
    const reader = await newReader();
    const [promptId] = await chat(reader, 1);
    const give = (feedback: unknown) => call('POST', `${PROMPT}/feedback`, reader.headers, { promptId, feedback });
    expect(await give('up')).toMatchObject({ status: 200, body: { promptId, feedback: 'up' } });
    expect((await history(reader)).body.content[0].feedback).toBe('up');
    expect((await give('down')).body.feedback).toBe('down');
    expect((await give(null)).body.feedback).toBeNull();
    expect((await history(reader)).body.content[0].feedback).toBeNull();
    expect(await give('meh')).toMatchObject({ status: 400, body: { message: 'feedback must be one of up, down or null' } });
  });
});

describe('deleting', () => {
  it('deletes exactly the prompts listed (an edit: that one and every later one) with 204', async () => {
    const reader = await newReader();
    const ids = await chat(reader, 4);
    const removed = await call('DELETE', `${PROMPT}?promptId=${ids.slice(1).join(',')}`, reader.headers);
    expect(removed.status).toBe(204);
    expect((await history(reader)).body.content.map((e: { promptId: string }) => e.promptId)).toEqual([ids[0]]);
  });

  it('deletes nothing when one listed id is unknown (404 naming it)', async () => {
    const reader = await newReader();
    const ids = await chat(reader, 2);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect(await call('DELETE', `${PROMPT}?promptId=${ids[1]},${unknown}`, reader.headers)).toMatchObject({ status: 404, body: { message: promptNotFoundMessage(unknown) } });
    expect((await history(reader)).body.totalElements).toBe(2);
    expect(await call('DELETE', `${PROMPT}?promptId=nope`, reader.headers)).toMatchObject({ status: 400, body: { message: 'Invalid promptId: nope' } });
  });

  it('deletes a whole chat with 204, then reads it empty; deleting it again is 204 too', async () => {
    const reader = await newReader();
    await chat(reader, 3);
    const other = { ...reader, chatId: chatIdOf('RES200', reader.id) };
    await save(other, { contentSource: { contentId: 'RES200', contentType: 'research', publishedDate: null } });
    const remove = () => call('DELETE', `${CHAT}?chatId=${reader.chatId}`, reader.headers);
    const removed = await remove();
    expect(removed.status).toBe(204);
    expect(removed.body).toBeUndefined();
    expect((await history(reader)).body).toMatchObject({ content: [], totalElements: 0 });
    expect((await history(other)).body.totalElements).toBe(1);
    expect((await remove()).status).toBe(204);
  });
});

describe('ownership', () => {
  it('answers 401 to a visitor and to a forged user context on every route', async () => {
    const reader = await newReader();
    const forged = await signedAs(reader.id, { secret: 'not-the-secret-0123456789-abcdefgh' });
    for (const headers of [{}, forged, { 'x-portal-user': reader.id }]) {
      const answers = await Promise.all([
        call('POST', PROMPT, headers, promptBody(reader)),
        call('POST', `${PROMPT}/feedback`, headers, { promptId: '00000000-0000-4000-8000-000000000000', feedback: 'up' }),
        history(reader, '', reader.chatId, headers),
        call('DELETE', `${PROMPT}?promptId=00000000-0000-4000-8000-000000000000`, headers),
        call('DELETE', `${CHAT}?chatId=${reader.chatId}`, headers),
      ]);
      for (const answer of answers) expect(answer).toMatchObject({ status: 401, body: { message: SIGN_IN_FOR_CHAT_MESSAGE } });
    }
  });

  it("never lets a reader read, write, delete or rate another reader's chat or prompts", async () => {
    const alice = await newReader();
    const bob = await newReader();
    const ids = await chat(alice, 2);
    const forbidden = { status: 403, body: { message: NOT_YOUR_CHAT_MESSAGE } };

    // Alice's chat id, guessed: refused from the id alone.
    expect(await history(bob, '', alice.chatId)).toMatchObject(forbidden);
    expect(await call('DELETE', `${CHAT}?chatId=${alice.chatId}`, bob.headers)).toMatchObject(forbidden);
    expect(await save(bob, { chatId: alice.chatId })).toMatchObject(forbidden);
    // Her prompt ids: as missing as ones that never were.
    expect(await call('POST', `${PROMPT}/feedback`, bob.headers, { promptId: ids[0], feedback: 'down' })).toMatchObject({ status: 404, body: { message: promptNotFoundMessage(ids[0]!) } });
    expect(await call('DELETE', `${PROMPT}?promptId=${ids.join(',')}`, bob.headers)).toMatchObject({ status: 404, body: { message: promptNotFoundMessage(ids[0]!) } });
    // Nor can Bob chain onto her prompt in his own chat.
    expect(await save(bob, { prevPromptId: ids[1] })).toMatchObject({ status: 404, body: { message: promptNotFoundMessage(ids[1]!) } });
    // A prompt of Bob's own in the same list deletes nothing either.
    const [bobs] = await chat(bob, 1);
    expect((await call('DELETE', `${PROMPT}?promptId=${bobs},${ids[0]}`, bob.headers)).status).toBe(404);
    expect((await history(bob)).body.totalElements).toBe(1);

    const aliceChat = (await history(alice)).body;
    expect(aliceChat.totalElements).toBe(2);
    expect(aliceChat.content.map((e: { feedback: unknown }) => e.feedback)).toEqual([null, null]);
  });
});
