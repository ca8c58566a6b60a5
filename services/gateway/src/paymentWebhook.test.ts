// The gateway's POST /webhooks/stripe over real HTTP, with a stand-in of the gateway's own GraphQL
// runtime that records what it is asked: what the edge refuses before anything runs (another
// content type, an oversized body, no signature), that the body reaches the mutation byte for byte
// with its signature, and how the checkout service's refusal is answered.
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  PAYMENT_WEBHOOK_CONTENT_TYPE_MESSAGE,
  PAYMENT_WEBHOOK_MAX_BYTES,
  PAYMENT_WEBHOOK_ROUTE,
  PAYMENT_WEBHOOK_SIGNATURE_MISSING_MESSAGE,
  PAYMENT_WEBHOOK_TOO_LARGE_MESSAGE,
} from '@portal/domain';
import { createLogger } from './logger.js';
import type { OwnGraphql, OwnGraphqlResult } from './ownGraphql.js';
import { paymentWebhookRoutes } from './paymentWebhook.js';

const SIGNATURE = 't=1764201660,v1=5257a869e7ecebeda32affa62cdca3fa51cad7e77a0e56ff536d0ce8e108d8bd';
// Spacing, key order and a non-ASCII character, which a JSON round trip would not keep.
const EVENT = '{"id":"evt_1",  "type":"payment_intent.succeeded","data":{"object":{"id":"pi_1","object":"payment_intent","description":"Zürich"}}}\n';

const asked: { query: string; variables: Record<string, unknown>; clientIp?: string }[] = [];
let answer: OwnGraphqlResult<unknown> = { data: { receivePaymentWebhook: true } };
const graphql: OwnGraphql = async <T>(query: string, variables: Record<string, unknown>, context: { clientIp?: string }) => {
  asked.push({ query, variables, clientIp: context.clientIp });
  return answer as OwnGraphqlResult<T>;
};

let server: Server;
let url: string;
beforeAll(async () => {
  const app = express();
  app.use(paymentWebhookRoutes({ graphql, logger: createLogger('silent'), clientAddressOf: () => '203.0.113.7' }));
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}${PAYMENT_WEBHOOK_ROUTE}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));
beforeEach(() => {
  asked.length = 0;
  answer = { data: { receivePaymentWebhook: true } };
});

const post = (body: string | Buffer, headers: Record<string, string> = { 'content-type': 'application/json', 'stripe-signature': SIGNATURE }) =>
  fetch(url, { method: 'POST', headers, body });

describe('POST /webhooks/stripe', () => {
  it('hands the raw body and the signature to receivePaymentWebhook, spending the sender address budget', async () => {
    const response = await post(EVENT, { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': SIGNATURE });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ received: true });
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(asked).toHaveLength(1);
    expect(asked[0].query).toContain('receivePaymentWebhook(payload: $payload, signature: $signature)');
    expect(asked[0].variables).toEqual({ payload: EVENT, signature: SIGNATURE });
    expect(asked[0].clientIp).toBe('203.0.113.7');
  });

  it('refuses another content type with 415 before anything runs', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      const response = await post(EVENT, { 'content-type': type, 'stripe-signature': SIGNATURE });
      expect(response.status).toBe(415);
      expect(await response.json()).toEqual({ status: 415, error: 'Unsupported Media Type', message: PAYMENT_WEBHOOK_CONTENT_TYPE_MESSAGE });
    }
    const none = await fetch(url, { method: 'POST', headers: { 'stripe-signature': SIGNATURE }, body: new Blob([EVENT]) });
    expect(none.status).toBe(415);
    expect(asked).toEqual([]);
  });

  it('refuses a body over the limit with 413 before anything runs, and takes one at the limit', async () => {
    const padded = (bytes: number) => `{"pad":"${'x'.repeat(bytes - 10)}"}`;
    expect(Buffer.byteLength(padded(PAYMENT_WEBHOOK_MAX_BYTES))).toBe(PAYMENT_WEBHOOK_MAX_BYTES);
    const tooLarge = await post(padded(PAYMENT_WEBHOOK_MAX_BYTES + 1));
    expect(tooLarge.status).toBe(413);
    expect(await tooLarge.json()).toEqual({ status: 413, error: 'Payload Too Large', message: PAYMENT_WEBHOOK_TOO_LARGE_MESSAGE });
    expect(asked).toEqual([]);
    expect((await post(padded(PAYMENT_WEBHOOK_MAX_BYTES))).status).toBe(200);
    expect(asked).toHaveLength(1);
  });

  it('refuses an event without a Stripe-Signature header with 400 before anything runs', async () => {
    const response = await post(EVENT, { 'content-type': 'application/json' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ status: 400, error: 'Bad Request', message: PAYMENT_WEBHOOK_SIGNATURE_MISSING_MESSAGE });
    expect(asked).toEqual([]);
  });

  it("answers the checkout service's refusal of a bad signature with its status and message", async () => {
    answer = { data: null, errors: [{ message: 'Invalid webhook signature or payload', extensions: { status: 400, error: 'Bad Request' } }] };
    const response = await post(EVENT);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ status: 400, error: 'Bad Request', message: 'Invalid webhook signature or payload' });
  });

  it('answers 502 when the checkout service cannot be reached', async () => {
    answer = { data: null, errors: [{ message: 'Service unavailable' }] };
    const response = await post(EVENT);
    expect(response.status).toBe(502);
    expect((await response.json()).message).toMatch(/checkout service is unreachable/);
  });
});
