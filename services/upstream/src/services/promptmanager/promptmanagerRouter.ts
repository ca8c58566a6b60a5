// promptmanager-service (spec 2 §7; contracts: @portal/contracts promptmanager): the signed-in
// reader's AI chats. Ownership, two ways, both decided before anything is read:
// - a chatId is `{contentId}.{userId}`: one naming another user is 403 from the id alone (the id
//   says whose it is, so refusing it tells nothing about whether that chat exists);
// - a promptId is a random UUID: one that is not the caller's is 404, word for word as one that
//   does not exist, so prompt ids cannot be probed.
// Never cached: one reader's data, changed with every question.
import express, { type Response, type Router } from 'express';
import { promptmanagerContracts } from '@portal/contracts';
import { NOT_YOUR_CHAT_MESSAGE, SIGN_IN_FOR_CHAT_MESSAGE, invalidChatIdMessage, chatIdOf, parseChatId } from '@portal/domain';
import type { Database } from '../../db/client.js';
import { neverStored } from '../../http/cacheControl.js';
import { badRequest, HttpError } from '../../http/httpError.js';
import { serviceRouter } from '../../http/metrics.js';
import { serveContract } from '../../http/serveContract.js';
import { requireSignedIn, signedInUserId } from '../../http/signedIn.js';
import { chatPage, deleteChat, deletePrompts, savePrompt, setFeedback } from './promptStore.js';

export const PROMPTMANAGER_SERVICE_PATH = promptmanagerContracts.savePrompt.prefix;
/** A prompt saved with its answer, citations and all, stays well below this. */
export const PROMPT_BODY_LIMIT = '256kb';

/** The caller's own chat id, or 403 for anyone else's (the contract has checked its form). */
function ownChat(res: Response, chatId: string): string {
  const userId = signedInUserId(res);
  if (parseChatId(chatId)?.userId !== userId) throw new HttpError(403, NOT_YOUR_CHAT_MESSAGE);
  return chatId;
}

export function promptmanagerRouter(db: Database): Router {
  const router = serviceRouter();
  router.use(neverStored);
  const json = express.json({ limit: PROMPT_BODY_LIMIT });
  // Signed in first (401), whatever was sent.
  const signedIn = requireSignedIn(SIGN_IN_FOR_CHAT_MESSAGE);

  serveContract(router, promptmanagerContracts.savePrompt, { before: [json, signedIn] }, async ({ body }, _req, res) => {
    const { chatId, contentSource, ...rest } = body;
    ownChat(res, chatId);
    // The chat must be the one about the content it names.
    if (chatId !== chatIdOf(contentSource.contentId, signedInUserId(res))) throw badRequest(`${invalidChatIdMessage(chatId)}: not the chat of ${contentSource.contentId}`);
    const saved = await savePrompt(db, signedInUserId(res), { contentSource, ...rest });
    res.status(201);
    return saved;
  });

  serveContract(router, promptmanagerContracts.feedback, { before: [json, signedIn] }, ({ body: { promptId, feedback } }, _req, res) =>
    setFeedback(db, signedInUserId(res), promptId, feedback),
  );

  serveContract(router, promptmanagerContracts.chat, { before: [signedIn] }, ({ query: { chatId, ...paging } }, _req, res) =>
    chatPage(db, signedInUserId(res), ownChat(res, chatId), paging),
  );

  serveContract(router, promptmanagerContracts.deletePrompts, { before: [signedIn] }, async ({ query: { promptId } }, _req, res) => {
    await deletePrompts(db, signedInUserId(res), promptId);
    res.status(204).end();
    return undefined;
  });

  serveContract(router, promptmanagerContracts.deleteChat, { before: [signedIn] }, async ({ query: { chatId } }, _req, res) => {
    await deleteChat(db, signedInUserId(res), ownChat(res, chatId));
    res.status(204).end();
    return undefined;
  });

  return router;
}
