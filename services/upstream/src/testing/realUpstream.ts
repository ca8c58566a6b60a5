// The real upstream REST app on a free port, over a throw-away PostgreSQL database seeded with a
// small deterministic corpus (seed 42, so the corpus fixtures exist). The subgraphs' tests run
// their resolvers against it instead of a hand-written stand-in.
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pino, type Logger } from 'pino';
import { createApp } from '../app.js';
import { prepareDatabase } from '../db/bootstrap.js';
import { createTestDatabase } from './postgres.js';
import { TEST_USER_CONTEXT_SECRET } from './signedCaller.js';
import type { PaymentProcessor } from '../services/checkout/payments/paymentProcessor.js';

export interface RealUpstream {
  url: string;
  /** Requests served so far (upstream_http_requests_total summed over routes). */
  requestCount(): Promise<number>;
  close(): Promise<void>;
}

export async function startRealUpstream(label: string, options: { paymentProcessor?: PaymentProcessor; logger?: Logger } = {}): Promise<RealUpstream> {
  const database = await createTestDatabase(label);
  const logger = options.logger ?? pino({ level: 'silent' });
  const { handle } = await prepareDatabase({ DATABASE_URL: database.url, CORPUS_SEED: '42', CORPUS_SIZE: '60' }, logger);
  const app = createApp({ db: handle.db, logger, userContextSecret: TEST_USER_CONTEXT_SECRET, paymentProcessor: options.paymentProcessor });
  const server: Server = await new Promise((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    async requestCount() {
      const text = await (await fetch(`${url}/metrics`)).text();
      return text
        .split('\n')
        .filter((line) => line.startsWith('upstream_http_requests_total{'))
        .reduce((sum, line) => sum + Number(line.split(' ').at(-1)), 0);
    },
    async close() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await handle.close();
      await database.drop();
    },
  };
}

// The users the real auth service knows in every database it prepares.
export { DEMO_PASSWORD, DEMO_USERS } from '../services/auth/demoUsers.js';
export { signedAs, TEST_USER_CONTEXT_SECRET } from './signedCaller.js';
