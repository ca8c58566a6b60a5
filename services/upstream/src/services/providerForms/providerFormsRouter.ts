// The forms that reach the provider (contracts: @portal/contracts providerForms; rules:
// @portal/domain forms/contact, forms/inquiry, forms/briefing, byteLimits). Each submission is
// validated (the contract's schema, byte limits included), its captcha verified (once: a solution
// is never accepted twice), counted against the reader's and the address's budget, then stored:
// one INSERT that also queues it for delivery to the provider by e-mail (deliveryQueue.ts). The
// 201 does not wait for the delivery. Never cached: each answer is about one reader.
import express, { type Request, type Response, type Router } from 'express';
import { asc, eq } from 'drizzle-orm';
import { providerFormsContracts } from '@portal/contracts';
import {
  CAPTCHA_FAILED,
  CONTACT_FORM_TYPES,
  FORMS_SIGN_IN_MESSAGE,
  FORM_BYTE_LIMITS,
  INQUIRY_FORMS,
  SUBMISSIONS_EMPLOYEES_ONLY_MESSAGE,
  contactFormType,
  contactPhoneProblem,
  contactVisitorSchema,
  formRateLimitMessage,
  inquiryFormNotAllowedMessage,
  inquiryFormsAllowed,
  isInternalUser,
  unknownAnalystMessage,
} from '@portal/domain';
import type { Database } from '../../db/client.js';
import { analysts } from '../../db/schema.js';
import { callerOf } from '../../http/caller.js';
import { cachePublic, neverStored } from '../../http/cacheControl.js';
import { HttpError, badRequest, notFound, unauthorized } from '../../http/httpError.js';
import { serviceRouter } from '../../http/metrics.js';
import { serveContract } from '../../http/serveContract.js';
import { parseOrBadRequest } from '../../http/validate.js';
import { clientIpOf } from '../auth/throttle/clientIp.js';
import { findUserById, type AuthUser } from '../auth/userStore.js';
import type { CaptchaVerifier } from '../identity/captcha/captchaVerifier.js';
import type { FormDelivery } from './formDeliveryDispatcher.js';
import { inquiryAccessOf } from './readerAccess.js';
import type { SubmissionLimit } from './submissionLimit.js';
import { companyInfoOf, listSubmissions, storeSubmission, type NewSubmission } from './submissionStore.js';

export const PROVIDER_FORMS_SERVICE_PATH = providerFormsContracts.submitContact.prefix;

export interface ProviderFormsDeps {
  db: Database;
  captcha: CaptchaVerifier;
  limit: SubmissionLimit;
  /** Woken after each submission; absent, the rows wait for a dispatcher's next poll. */
  delivery?: FormDelivery;
}

const fullNameOf = (user: AuthUser) => `${user.firstName} ${user.lastName}`.trim();
const orNull = (value: string) => (value.trim() === '' ? null : value);

/** The saved company info of a briefing body (wire names) under the saved names of the byte table. */
export function companyInfoFromWire(body: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    FORM_BYTE_LIMITS.filter((row) => row.form === 'briefing' && 'saved' in row && row.saved).map((row) => [(row as { saved: string }).saved, String(body[row.wire] ?? '')]),
  );
}

export function providerFormsRouter({ db, captcha, limit, delivery }: ProviderFormsDeps): Router {
  const router = serviceRouter();
  router.use(neverStored);
  const json = express.json({ limit: '64kb' });

  /** The signed-in caller as the user store knows them, or null for a visitor. */
  async function readerOf(req: Request): Promise<AuthUser | null> {
    const { userId } = callerOf(req);
    if (userId === null) return null;
    const user = await findUserById(db, userId);
    // A signed context for a user who no longer exists is nobody.
    if (!user) throw unauthorized(FORMS_SIGN_IN_MESSAGE);
    return user;
  }
  const signedIn = async (req: Request, res: Response, next: (error?: unknown) => void) => {
    const user = await readerOf(req);
    if (!user) throw unauthorized(FORMS_SIGN_IN_MESSAGE);
    res.locals.reader = user;
    next();
  };
  const reader = (res: Response) => res.locals.reader as AuthUser;

  /** The captcha, then the budget: only a human's valid submission is counted. */
  async function admit(req: Request, res: Response, token: string, who: { userId: string | null; email: string }): Promise<void> {
    const clientIp = clientIpOf(req);
    if (!(await captcha.verify(token, clientIp))) throw badRequest(CAPTCHA_FAILED);
    const refused = await limit.consume({ ...who, clientIp });
    if (refused) {
      res.set('Retry-After', String(refused.retryAfterSeconds));
      throw new HttpError(429, formRateLimitMessage(refused.retryAfterSeconds));
    }
  }

  async function stored(submission: NewSubmission, companyInfo?: Record<string, string>): Promise<string> {
    const id = await storeSubmission(db, submission, companyInfo);
    delivery?.wake();
    return id;
  }

  serveContract(router, providerFormsContracts.contactHeader, ({ query: { id } }, _req, res) => {
    const type = CONTACT_FORM_TYPES.find((candidate) => candidate.id === id);
    if (!type) throw notFound(`Unknown contact form id ${id}`);
    cachePublic(res);
    return { id: type.id, title: type.title, description: type.description };
  });

  serveContract(router, providerFormsContracts.submitContact, { before: [json] }, async ({ body }, req, res) => {
    const user = await readerOf(req);
    // A visitor must say who to answer; a signed-in reader's profile says it.
    const visitor = user ? null : parseOrBadRequest(contactVisitorSchema, { name: body.name ?? '', email: body.email ?? '' });
    const phoneProblem = contactPhoneProblem(body, user?.phoneNumber);
    if (phoneProblem) throw badRequest(phoneProblem);
    const name = user ? fullNameOf(user) : visitor!.name.trim();
    const email = user ? user.email : visitor!.email.trim();
    await admit(req, res, body.recaptchaToken, { userId: user?.id ?? null, email });
    const { recaptchaToken: _token, name: _name, email: _email, ...fields } = body;
    const contactId = await stored({
      kind: 'contact',
      userId: user?.id ?? null,
      email,
      label: contactFormType(body.contactType).title,
      subject: body.subject,
      payload: { name, email, ...fields, phone: fields.phone || user?.phoneNumber || '' },
    });
    res.status(201);
    return { contactId };
  });

  serveContract(router, providerFormsContracts.userFormData, { before: [signedIn] }, async (_input, _req, res) => {
    const user = reader(res);
    return {
      fullName: fullNameOf(user),
      emailAddress: user.email,
      phoneNumber: orNull(user.phoneNumber),
      accountName: orNull(user.accountName),
      jobTitle: orNull(user.jobTitle),
      companyInfo: await companyInfoOf(db, user.id),
    };
  });

  serveContract(router, providerFormsContracts.initInquiry, { before: [signedIn] }, async ({ query: { bioId } }, _req, res) => {
    const [access, rows] = await Promise.all([
      inquiryAccessOf(db, reader(res)),
      db
        .select({ analystId: analysts.id, name: analysts.fullName, jobTitle: analysts.title })
        .from(analysts)
        .where(eq(analysts.active, true))
        .orderBy(asc(analysts.fullName), asc(analysts.id)),
    ]);
    return {
      analysts: rows.map((row) => ({ ...row, jobTitle: orNull(row.jobTitle) })),
      access,
      formSelection: inquiryFormsAllowed(access),
      preselectedAnalystId: bioId && rows.some((row) => row.analystId === bioId) ? bioId : null,
    };
  });

  serveContract(router, providerFormsContracts.submitInquiry, { before: [json, signedIn] }, async ({ body }, req, res) => {
    const user = reader(res);
    const allowed = inquiryFormsAllowed(await inquiryAccessOf(db, user));
    if (!(allowed as string[]).includes(body.formSelected)) throw new HttpError(403, inquiryFormNotAllowedMessage(body.formSelected));
    let analystName = '';
    if (body.analystId !== '') {
      const [analyst] = await db.select({ name: analysts.fullName }).from(analysts).where(eq(analysts.id, body.analystId)).limit(1);
      if (!analyst) throw badRequest(unknownAnalystMessage(body.analystId));
      analystName = analyst.name;
    }
    await admit(req, res, body.recaptchaToken, { userId: user.id, email: user.email });
    const { recaptchaToken: _token, ...fields } = body;
    const userInquiryId = await stored({
      kind: 'inquiry',
      userId: user.id,
      email: user.email,
      label: INQUIRY_FORMS.find((form) => form.value === body.formSelected)?.label ?? body.formSelected,
      subject: body.subject,
      payload: { name: fullNameOf(user), email: user.email, phone: user.phoneNumber, ...fields, analystName },
    });
    res.status(201);
    return { userInquiryId };
  });

  serveContract(router, providerFormsContracts.submitBriefing, { before: [json, signedIn] }, async ({ body }, req, res) => {
    const user = reader(res);
    await admit(req, res, String(body.recaptchaToken), { userId: user.id, email: user.email });
    const { recaptchaToken: _token, ...fields } = body;
    const briefingId = await stored(
      {
        kind: 'briefing',
        userId: user.id,
        email: user.email,
        label: String(body.briefingType),
        subject: String(body.subject),
        payload: { name: fullNameOf(user), email: user.email, ...fields },
      },
      body.companyInfoSave === true ? companyInfoFromWire(body) : undefined,
    );
    res.status(201);
    return { briefingId };
  });

  serveContract(router, providerFormsContracts.submissions, { before: [signedIn] }, async ({ query: { page = 1, state } }, _req, res) => {
    if (!isInternalUser(reader(res).userType)) throw new HttpError(403, SUBMISSIONS_EMPLOYEES_ONLY_MESSAGE);
    return listSubmissions(db, page, state);
  });

  return router;
}
