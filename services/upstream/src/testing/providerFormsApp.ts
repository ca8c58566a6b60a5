// The forms' router on its own over a throw-away PostgreSQL database (migrated, with the corpus's
// analysts), for the unit tests: a captcha cheap to solve, a small submission budget in memory,
// and a delivery hook that counts its wake-ups. Test users are inserted by the tests themselves.
import express from 'express';
import { RateLimiterMemory } from 'rate-limiter-flexible';
import { pino } from 'pino';
import { prepareDatabase } from '../db/bootstrap.js';
import type { DatabaseHandle } from '../db/client.js';
import { verifyCaller } from '../http/caller.js';
import { errorHandler, unknownRoute } from '../http/errorHandler.js';
import { createTestDatabase } from './postgres.js';
import { listen, type RunningServer } from './server.js';
import { TEST_USER_CONTEXT_SECRET } from './signedCaller.js';
import { solveAltcha } from './identity.js';
import { authUsers } from '../services/auth/db/schema.js';
import { AltchaCaptcha } from '../services/identity/captcha/altchaCaptcha.js';
import { PROVIDER_FORMS_SERVICE_PATH, providerFormsRouter } from '../services/providerForms/providerFormsRouter.js';
import { SubmissionLimit } from '../services/providerForms/submissionLimit.js';

export interface FormsTestApp {
  handle: DatabaseHandle;
  baseUrl: string;
  wakes: () => number;
  /** A fresh captcha solution, as the widget sends it. */
  solvedCaptcha(): Promise<string>;
  addUser(user: { id: string; userType?: 'client' | 'guest' | 'employee'; subscriptions?: string[]; phoneNumber?: string }): Promise<void>;
  close(): Promise<void>;
}

export async function startFormsTestApp(label: string, points: number): Promise<FormsTestApp> {
  const database = await createTestDatabase(label);
  let server: RunningServer | undefined;
  let handle: DatabaseHandle | undefined;
  const close = async () => {
    await server?.close();
    await handle?.close();
    await database.drop();
  };
  try {
    ({ handle } = await prepareDatabase({ DATABASE_URL: database.url, CORPUS_SEED: '42', CORPUS_SIZE: '5', SEED_DEMO_USERS: 'false' }, pino({ level: 'silent' })));
    const captcha = new AltchaCaptcha({ hmacSecret: `${label}-secret`, maxCounter: 20 });
    const limit = new SubmissionLimit({ limiter: (options) => new RateLimiterMemory(options), close: async () => {} }, { points, windowSeconds: 600 });
    let wakes = 0;
    const app = express();
    app.use(verifyCaller(TEST_USER_CONTEXT_SECRET));
    app.use(PROVIDER_FORMS_SERVICE_PATH, providerFormsRouter({ db: handle.db, captcha, limit, delivery: { wake: () => void wakes++ } }));
    app.use(unknownRoute);
    app.use(errorHandler(pino({ level: 'silent' })));
    server = await listen(app);
    const db = handle.db;
    return {
      handle,
      baseUrl: `${server.baseUrl}${PROVIDER_FORMS_SERVICE_PATH}`,
      wakes: () => wakes,
      async solvedCaptcha() {
        const challenge = await captcha.challenge();
        return solveAltcha(JSON.stringify((challenge as { challenge: unknown }).challenge));
      },
      async addUser({ id, userType = 'client', subscriptions = [], phoneNumber = '' }) {
        await db.insert(authUsers).values({
          id,
          email: `${id}@forms.example`,
          passwordHash: 'not-a-hash',
          userType,
          firstName: 'Test',
          lastName: id,
          accountName: 'Forms Test Co',
          jobTitle: 'Tester',
          phoneNumber,
          subscriptions,
        });
      },
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}
