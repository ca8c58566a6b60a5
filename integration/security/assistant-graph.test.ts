// The assistant's chats attacked through the gateway (issue #12), as a partner script would: a
// reader cannot rate, edit into or read another reader's chat, even knowing the report and the
// prompt ids (the chat is always the caller's own: `{contentId}.{callerId}`); a visitor is refused
// with the sign-in message and is told no one may ask.
import { beforeAll, describe, expect, it } from 'vitest';
import { promptmanagerContracts } from '@portal/contracts';
import { chatIdOf } from '@portal/domain';
import { signUserContext, USER_CONTEXT_HEADER } from '@portal/domain/user-context';
import type { CookieJar } from '@portal/upstream/testing/cookie-jar';
import { useSharedTestStack } from '../support/testStack.js';
import { gqlAs } from '../support/graphql.js';
import { signIn } from '../support/signIn.js';

const stack = useSharedTestStack();
const FAY = { id: 'usr-client-0122', email: 'fay@meridian.example' };
const GUS = { id: 'usr-client-0123', email: 'gus@meridian.example' };
const REPORT_ID = 'RES100001';
let fay: CookieJar;
let gus: CookieJar;
let fayPrompt: string;

const CHAT = 'query ($contentId: ID!) { assistantChat(contentId: $contentId) { chatId entries { promptId prompt feedback } } }';

beforeAll(async () => {
  [fay, gus] = await Promise.all([signIn(stack.gatewayUrl, FAY.email), signIn(stack.gatewayUrl, GUS.email)]);
  // Fay's question, saved as the answering stream saves it.
  const response = await fetch(`${stack.upstreamUrl}${promptmanagerContracts.savePrompt.fullPath}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [USER_CONTEXT_HEADER]: await signUserContext({ id: FAY.id }, stack.userContextSecret) },
    body: JSON.stringify({
      prompt: "Fay's private question",
      response: 'An answer.',
      contentSource: { contentId: REPORT_ID, contentType: 'research', publishedDate: null },
      chatId: chatIdOf(REPORT_ID, FAY.id),
    }),
  });
  expect(response.status).toBe(201);
  fayPrompt = ((await response.json()) as { promptId: string }).promptId;
});

describe("another reader's chat", () => {
  it('is not what the intruder reads for the same report', async () => {
    const { body } = await gqlAs(stack.gatewayUrl, gus, CHAT, { contentId: REPORT_ID });
    expect(body.errors).toBeUndefined();
    expect(body.data!.assistantChat).toEqual({ chatId: `${REPORT_ID}.${GUS.id}`, entries: [] });
  });

  it('cannot be rated or edited by the intruder, and stays as it was', async () => {
    const rated = await gqlAs(stack.gatewayUrl, gus, 'mutation ($promptId: ID!) { rateAssistantAnswer(promptId: $promptId, feedback: "down") }', { promptId: fayPrompt });
    expect(rated.body.errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND' });
    const edited = await gqlAs(
      stack.gatewayUrl,
      gus,
      'mutation ($contentId: ID!, $promptId: ID!) { editAssistantPrompt(contentId: $contentId, promptId: $promptId) { totalEntries } }',
      { contentId: REPORT_ID, promptId: fayPrompt },
    );
    expect(edited.body.errors?.[0]).toMatchObject({ message: 'This question is not in the chat', extensions: { code: 'NOT_FOUND' } });
    const cleared = await gqlAs(stack.gatewayUrl, gus, 'mutation ($contentId: ID!) { clearAssistantChat(contentId: $contentId) }', { contentId: REPORT_ID });
    expect(cleared.body.errors).toBeUndefined();

    const { body } = await gqlAs(stack.gatewayUrl, fay, CHAT, { contentId: REPORT_ID });
    expect(body.data!.assistantChat.entries).toEqual([{ promptId: fayPrompt, prompt: "Fay's private question", feedback: null }]);
  });

  it('is closed to a visitor, who is told no one may ask', async () => {
    const chat = await gqlAs(stack.gatewayUrl, null, CHAT, { contentId: REPORT_ID });
    expect(chat.body.errors?.[0]).toMatchObject({ message: 'Log in to ask the assistant', extensions: { code: 'UNAUTHORIZED' } });
    const access = await gqlAs(stack.gatewayUrl, null, '{ assistantAccess }');
    expect(access.body.data).toEqual({ assistantAccess: false });
  });
});
