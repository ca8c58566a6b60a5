// izola-service attacked at upstream directly (issue #12): a bare user-id header or a context signed
// with another secret is nobody (401); a reader cannot put their answer in another reader's chat
// (the chat id is the verified caller's, whatever the query says); FTS5 syntax in a question is
// plain text, not a query (no 500, no error text); a question over the limit, a feature other than
// izola or a malformed content id is refused before any work; a reader without access learns nothing
// of the report's text.
import { randomBytes } from 'node:crypto';
import { izolaContracts, parseIzolaChunks, searchParamsOf } from '@portal/contracts';
import { DEFAULT_SEED, report } from '@portal/corpus';
import { ASSISTANT_NOT_ACCESSIBLE_MESSAGE, SIGN_IN_FOR_CHAT_MESSAGE } from '@portal/domain';
import { signUserContext, USER_CONTEXT_HEADER } from '@portal/domain/user-context';
import { describe, expect, it } from 'vitest';
import { useSharedTestStack } from '../support/testStack.js';

const stack = useSharedTestStack();
// services/upstream demoUsers.ts: Ines reads FD research; Oren has no subscription.
const INES = 'usr-client-0111';
const OREN = 'usr-client-0112';
const PUBLIC = 'RES100001';
const RESTRICTED = 'RES100003';

const as = async (userId: string, secret = stack.userContextSecret) => ({ [USER_CONTEXT_HEADER]: await signUserContext({ id: userId }, secret) });
const ask = (query: Record<string, string>, headers: Record<string, string> = {}) =>
  fetch(`${stack.upstreamUrl}${izolaContracts.ask.fullPath}?${searchParamsOf({ feature: 'izola', ...query })}`, { headers });

describe('izola-service under attack', () => {
  it('takes a bare user header or a context signed with another secret for a visitor', async () => {
    for (const headers of [{ [USER_CONTEXT_HEADER]: INES }, { 'x-user-id': INES }, await as(INES, randomBytes(32).toString('base64url'))]) {
      const response = await ask({ query: 'What does the report recommend?', contentId: PUBLIC }, headers);
      expect(response.status).toBe(401);
      expect((await response.json()).message).toBe(SIGN_IN_FOR_CHAT_MESSAGE);
    }
  });

  it("keeps the chat the verified caller's, whatever the query claims", async () => {
    const response = await ask({ query: 'What does the report recommend?', contentId: PUBLIC, userId: OREN, chatId: `${PUBLIC}.${OREN}` }, await as(INES));
    expect(response.status).toBe(200);
    expect(parseIzolaChunks(await response.text())[0].chatId).toBe(`${PUBLIC}.${INES}`);
  });

  it('reads FTS5 syntax in a question as plain words', async () => {
    for (const query of ['") OR * NEAR(a b', 'capabilities* OR "advanced', 'rowid:1 AND -- ; DROP TABLE passages', '^', '"""']) {
      const response = await ask({ query, contentId: PUBLIC }, await as(INES));
      expect(response.status, query).toBe(200);
      const chunks = parseIzolaChunks(await response.text());
      expect(chunks.at(-1), query).toEqual({ done: true });
    }
  });

  it('refuses bad input before any work: a wrong feature, a malformed id, an empty question', async () => {
    const headers = await as(INES);
    expect((await ask({ query: 'Why?', contentId: PUBLIC, feature: 'other' }, headers)).status).toBe(400);
    expect((await ask({ query: 'Why?', contentId: '../../etc/passwd' }, headers)).status).toBe(400);
    expect((await ask({ query: '   ', contentId: PUBLIC }, headers)).status).toBe(400);
  });

  it("tells a reader without access nothing of the report's text", async () => {
    const restricted = report({ seed: DEFAULT_SEED, size: 300 }, 3);
    const firstParagraph = restricted.bodyJson.blocks.find((block) => block.type === 'paragraph')!;
    const response = await ask({ query: firstParagraph.type === 'paragraph' ? firstParagraph.text.slice(0, 200) : '', contentId: RESTRICTED }, await as(OREN));
    expect(response.status).toBe(403);
    const text = await response.text();
    expect(JSON.parse(text).message).toBe(ASSISTANT_NOT_ACCESSIBLE_MESSAGE);
    expect(text).not.toContain(restricted.title);
  });
});
