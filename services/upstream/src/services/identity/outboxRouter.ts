// The embedded mailer's outbox, readable over HTTP like a development mail catcher (MailHog,
// Mailpit): GET ?to=<address> -> the newest messages first. Only with the outbox mailer, i.e.
// never where SMTP_URL sends real mail, and only on upstream, which the gateway does not expose.
import type { Router } from 'express';
import { noStore } from '../../http/cacheControl.js';
import { serviceRouter } from '../../http/metrics.js';
import { parseOrBadRequest } from '../../http/validate.js';
import type { IdentityServices } from './identityConfig.js';
import { outboxMessagesTo } from './mail/outboxMailer.js';
import { emailField } from './requestBody.js';

export const OUTBOX_PATH = '/mail-outbox/api/v1/messages';

export function outboxRouter({ db }: IdentityServices): Router {
  const router = serviceRouter();
  router.get('/', async (req, res) => {
    noStore(res);
    const to = parseOrBadRequest(emailField, req.query.to);
    const messages = await outboxMessagesTo(db, to);
    res.json(messages.map(({ id, recipient, sender, subject, text, html, createdAt }) => ({ id, to: recipient, from: sender, subject, text, html, createdAt })));
  });
  return router;
}
