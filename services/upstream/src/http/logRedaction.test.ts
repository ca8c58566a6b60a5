// What upstream logs per request: never a client secret or a cookie.
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { createApp } from '../app.js';
import type { Database } from '../db/client.js';
import { listen } from '../testing/server.js';

describe('request logs', () => {
  it('redact Authorization, Cookie and Set-Cookie but keep the rest', async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    // An unknown route answers 404 without touching the database.
    const server = await listen(createApp({ db: {} as Database, logger: pino({ level: 'info' }, sink) }));
    try {
      await fetch(`${server.baseUrl}/no/such/route`, {
        headers: { authorization: 'Basic cGFydG5lcjpzM2NyZXQ=', cookie: '_session=abc123', 'x-request-id': 'req-1' },
      });
    } finally {
      await server.close();
    }
    const log = lines.join('');
    expect(log).toContain('req-1');
    expect(log).toContain('[redacted]');
    expect(log).not.toContain('cGFydG5lcjpzM2NyZXQ=');
    expect(log).not.toContain('abc123');
  });

  it('redact the share ticket of a redeem path', async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const server = await listen(createApp({ db: {} as Database, logger: pino({ level: 'info' }, sink) }));
    try {
      // Not signed in: refused (401) before any database read.
      await fetch(`${server.baseUrl}/shares-service/api/v1/content/shares/redeem/AbCdEfGhIjKlMnOpQrSt-_`, { method: 'POST' });
    } finally {
      await server.close();
    }
    const log = lines.join('');
    expect(log).toContain('/content/shares/redeem/[redacted]');
    expect(log).not.toContain('AbCdEfGhIjKlMnOpQrSt-_');
  });
});
