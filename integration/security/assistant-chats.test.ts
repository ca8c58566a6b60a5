// The AI assistant's chats and permission, attacked at upstream directly (a request that skips the
// graph layer): reader B cannot read, delete or give feedback on reader A's chat or prompts, not
// with A's guessed chat id nor with A's prompt ids; a visitor, a bare user header and a forged
// signature get 401 from promptmanager-service and permission-service alike; and permission-service
// reads A's subscriptions from the user store, whatever header is sent.
import { permissionContracts, promptmanagerContracts } from '@portal/contracts';
import { reportId } from '@portal/corpus';
import { NOT_YOUR_CHAT_MESSAGE, SIGN_IN_FOR_CHAT_MESSAGE, SIGN_IN_FOR_PERMISSION_MESSAGE, chatIdOf, promptNotFoundMessage } from '@portal/domain';
import { signUserContext, USER_CONTEXT_HEADER } from '@portal/domain/user-context';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useSharedTestStack } from '../support/testStack.js';

const stack = useSharedTestStack();
// The chats' security readers (services/upstream demoUsers.ts): Ada owns the chat, Ben attacks it.
const ADA = 'usr-client-0101';
const BEN = 'usr-client-0102';
const REPORT = reportId(7);
const adaChat = chatIdOf(REPORT, ADA);

const PROMPT = promptmanagerContracts.savePrompt.fullPath;
const FEEDBACK = promptmanagerContracts.feedback.fullPath;
const CHAT = promptmanagerContracts.chat.fullPath;
const PERMISSIONS = `${permissionContracts.featurePermissions.fullPath}?feature=izola`;

type Headers = Record<string, string>;
const as = async (userId: string, secret = stack.userContextSecret): Promise<Headers> => ({ [USER_CONTEXT_HEADER]: await signUserContext({ id: userId }, secret) });
async function call(method: string, path: string, headers: Headers, body?: unknown) {
  const response = await fetch(`${stack.upstreamUrl}${path}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
}
const promptBody = (chatId: string, prompt: string, prevPromptId: string | null = null) => ({
  prompt,
  response: 'An answer.',
  contentSource: { contentId: REPORT, contentType: 'research', publishedDate: null },
  intent: null,
  subIntent: null,
  prevPromptId,
  chatId,
  citations: [],
  promptSource: 'report',
});
const adaHistory = async () => (await call('GET', `${CHAT}?chatId=${adaChat}`, await as(ADA))).body;

let adaPrompts: string[] = [];

beforeAll(async () => {
  const ada = await as(ADA);
  await call('DELETE', `${CHAT}?chatId=${adaChat}`, ada);
  adaPrompts = [];
  for (const question of ['First question', 'Second question']) {
    const saved = await call('POST', PROMPT, ada, promptBody(adaChat, question, adaPrompts.at(-1) ?? null));
    expect(saved.status).toBe(201);
    adaPrompts.push(saved.body.promptId);
  }
});
afterAll(async () => {
  await call('DELETE', `${CHAT}?chatId=${adaChat}`, await as(ADA));
  await call('DELETE', `${CHAT}?chatId=${chatIdOf(REPORT, BEN)}`, await as(BEN));
});

describe("another reader's chat", () => {
  it('cannot be read, written to or deleted with its guessed chat id (403 from the id alone)', async () => {
    const ben = await as(BEN);
    const forbidden = { status: 403, body: { message: NOT_YOUR_CHAT_MESSAGE } };
    expect(await call('GET', `${CHAT}?chatId=${adaChat}`, ben)).toMatchObject(forbidden);
    expect(await call('DELETE', `${CHAT}?chatId=${adaChat}`, ben)).toMatchObject(forbidden);
    expect(await call('POST', PROMPT, ben, promptBody(adaChat, 'Injected into her chat'))).toMatchObject(forbidden);
    expect((await adaHistory()).totalElements).toBe(2);
  });

  it('cannot have its prompts deleted, rated or chained onto: they are as missing as unknown ones (404)', async () => {
    const ben = await as(BEN);
    const [first, second] = adaPrompts as [string, string];
    expect(await call('DELETE', `${PROMPT}?promptId=${first},${second}`, ben)).toMatchObject({ status: 404, body: { message: promptNotFoundMessage(first) } });
    expect(await call('POST', FEEDBACK, ben, { promptId: second, feedback: 'down' })).toMatchObject({ status: 404, body: { message: promptNotFoundMessage(second) } });
    expect(await call('POST', PROMPT, ben, promptBody(chatIdOf(REPORT, BEN), 'Following her prompt', second))).toMatchObject({
      status: 404,
      body: { message: promptNotFoundMessage(second) },
    });
    const history = await adaHistory();
    expect(history.content.map((entry: { promptId: string; feedback: unknown }) => [entry.promptId, entry.feedback])).toEqual([
      [first, null],
      [second, null],
    ]);
  });
});

describe('callers upstream does not trust', () => {
  it('get 401 without a user context, with a bare user header and with a forged signature', async () => {
    const forged = await as(ADA, 'a-secret-the-gateway-never-had-0123456789');
    for (const headers of [{}, { [USER_CONTEXT_HEADER]: ADA }, { 'x-user-id': ADA }, forged]) {
      const chats = await Promise.all([
        call('GET', `${CHAT}?chatId=${adaChat}`, headers),
        call('POST', PROMPT, headers, promptBody(adaChat, 'Anyone there?')),
        call('POST', FEEDBACK, headers, { promptId: adaPrompts[0], feedback: 'up' }),
        call('DELETE', `${PROMPT}?promptId=${adaPrompts.join(',')}`, headers),
        call('DELETE', `${CHAT}?chatId=${adaChat}`, headers),
      ]);
      for (const answer of chats) expect(answer).toMatchObject({ status: 401, body: { message: SIGN_IN_FOR_CHAT_MESSAGE } });
      expect(await call('GET', PERMISSIONS, headers)).toMatchObject({ status: 401, body: { message: SIGN_IN_FOR_PERMISSION_MESSAGE } });
    }
    expect((await adaHistory()).totalElements).toBe(2);
  });

  it('permission-service answers from the signed reader: Ada (FD) has access', async () => {
    expect(await call('GET', PERMISSIONS, await as(ADA))).toEqual({ status: 200, body: { hasAccess: true } });
  });
});
