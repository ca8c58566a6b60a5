// The provider's interaction pages at /oidc/interaction/:uid: the login form, the consent page
// for clients other than the portal, and abort. oidc-provider hands the browser here with an
// interaction cookie and takes it back through interactionFinished.
import express, { type Request, type Response, type Router } from 'express';
import type { Database } from '../../../db/client.js';
import { authenticate, normaliseEmail } from '../userStore.js';
import { signInLockedMessage } from '../throttle/authThrottles.js';
import { clientIpOf } from '../throttle/clientIp.js';
import { OIDC_MOUNT_PATH } from './config.js';
import type { OidcProvider } from './provider.js';
import { consentPage, contentSecurityPolicy, errorPage, loginPage, signUpPage } from './views.js';
import { signUpGuest, signUpErrors } from '../../identity/signUp.js';

export const INVALID_CREDENTIALS = 'The e-mail address or password is incorrect.';
const MAX_FIELD_LENGTH = 320;

function sendHtml(res: Response, status: number, html: string): void {
  res.status(status).set({ 'Content-Security-Policy': contentSecurityPolicy(), 'Cache-Control': 'no-store', 'Content-Type': 'text/html; charset=utf-8' }).send(html);
}

export function interactionRouter(db: Database, { provider, throttles }: OidcProvider): Router {
  const router = express.Router();
  const form = express.urlencoded({ extended: false, limit: '4kb' });

  // The interaction of this request, provided the URL names the one its cookie is bound to.
  async function interactionOf(req: Request, res: Response) {
    try {
      const details = await provider.interactionDetails(req, res);
      return details.uid === req.params.uid ? details : undefined;
    } catch {
      return undefined;
    }
  }

  const expired = (res: Response) =>
    sendHtml(res, 400, errorPage('Sign-in expired', 'This sign-in page has expired. Go back to the portal and log in again.'));

  async function clientName(clientId: unknown): Promise<string> {
    const client = typeof clientId === 'string' ? await provider.Client.find(clientId) : undefined;
    return client?.clientName ?? client?.clientId ?? 'the portal';
  }

  router.get('/:uid', async (req, res) => {
    const details = await interactionOf(req, res);
    if (!details) return expired(res);
    const name = await clientName(details.params.client_id);
    const offerSignUp = details.params.reg_type === 'guest';
    if (details.prompt.name === 'login') return sendHtml(res, 200, loginPage({ uid: details.uid, mountPath: OIDC_MOUNT_PATH, clientName: name, offerSignUp }));
    const scopes = String(details.params.scope ?? 'openid').split(' ').filter(Boolean);
    return sendHtml(res, 200, consentPage({ uid: details.uid, mountPath: OIDC_MOUNT_PATH, clientName: name, scopes }));
  });

  router.post('/:uid/login', form, async (req, res) => {
    const details = await interactionOf(req, res);
    if (!details || details.prompt.name !== 'login') return expired(res);
    const email = typeof req.body?.email === 'string' ? req.body.email.slice(0, MAX_FIELD_LENGTH) : '';
    const password = typeof req.body?.password === 'string' ? req.body.password.slice(0, MAX_FIELD_LENGTH) : '';
    const again = async (status: number, error: string) => {
      const name = await clientName(details.params.client_id);
      const offerSignUp = details.params.reg_type === 'guest';
      return sendHtml(res, status, loginPage({ uid: details.uid, mountPath: OIDC_MOUNT_PATH, clientName: name, email, error, offerSignUp }));
    };
    if (!email || !password) return again(401, INVALID_CREDENTIALS);
    // Guessing is throttled per account and per address; while locked not even the right password is checked.
    const attempt = { subject: normaliseEmail(email), ip: clientIpOf(req) };
    const refused = await throttles.signIn.begin(attempt);
    if (refused) {
      res.set('Retry-After', String(refused.retryAfterSeconds));
      return again(429, signInLockedMessage(refused.retryAfterSeconds));
    }
    const user = await authenticate(db, email, password);
    if (!user) {
      const lockout = await throttles.signIn.failed(attempt);
      if (!lockout) return again(401, INVALID_CREDENTIALS);
      res.set('Retry-After', String(lockout.retryAfterSeconds));
      return again(429, `${INVALID_CREDENTIALS} ${signInLockedMessage(lockout.retryAfterSeconds)}`);
    }
    await throttles.signIn.succeeded(attempt);
    await provider.interactionFinished(req, res, { login: { accountId: user.id } }, { mergeWithLastSubmission: false });
  });

  // Self-service sign-up (offered on /login?regType=guest): a guest account, signed in at once and
  // then intercepted by the portal until its profile and the terms are done.
  router.get('/:uid/signup', async (req, res) => {
    const details = await interactionOf(req, res);
    if (!details || details.prompt.name !== 'login') return expired(res);
    return sendHtml(res, 200, signUpPage({ uid: details.uid, mountPath: OIDC_MOUNT_PATH }));
  });

  router.post('/:uid/signup', form, async (req, res) => {
    const details = await interactionOf(req, res);
    if (!details || details.prompt.name !== 'login') return expired(res);
    const field = (name: string) => (typeof req.body?.[name] === 'string' ? (req.body[name] as string).slice(0, MAX_FIELD_LENGTH) : '');
    const values = { email: field('email'), firstName: field('firstName'), lastName: field('lastName'), password: field('password') };
    const errors = signUpErrors(values);
    const user = Object.keys(errors).length === 0 ? await signUpGuest(db, values) : undefined;
    if (!user || 'error' in user) {
      const all = user && 'error' in user ? { email: user.error } : errors;
      return sendHtml(res, 400, signUpPage({ uid: details.uid, mountPath: OIDC_MOUNT_PATH, values, errors: all }));
    }
    await provider.interactionFinished(req, res, { login: { accountId: user.id } }, { mergeWithLastSubmission: false });
  });

  router.post('/:uid/confirm', async (req, res) => {
    const details = await interactionOf(req, res);
    if (!details || details.prompt.name !== 'consent' || !details.session?.accountId) return expired(res);
    const { Grant } = provider;
    const grant = details.grantId
      ? await Grant.find(details.grantId)
      : new Grant({ accountId: details.session.accountId, clientId: String(details.params.client_id) });
    if (!grant) return expired(res);
    const missing = details.prompt.details as { missingOIDCScope?: string[]; missingOIDCClaims?: string[]; missingResourceScopes?: Record<string, string[]> };
    if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(' '));
    if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
    for (const [indicator, scopes] of Object.entries(missing.missingResourceScopes ?? {})) grant.addResourceScope(indicator, scopes.join(' '));
    const grantId = await grant.save();
    await provider.interactionFinished(req, res, { consent: details.grantId ? {} : { grantId } }, { mergeWithLastSubmission: true });
  });

  router.get('/:uid/abort', async (req, res) => {
    const details = await interactionOf(req, res);
    if (!details) return expired(res);
    await provider.interactionFinished(
      req,
      res,
      { error: 'access_denied', error_description: 'The user cancelled the sign-in.' },
      { mergeWithLastSubmission: false },
    );
  });

  return router;
}
