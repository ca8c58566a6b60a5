import { describe, expect, it } from 'vitest';
import { passesLuhn } from '@portal/domain';
import type { ChargeRequest } from './paymentProcessor.js';
import { SANDBOX_TEST_CARDS, SandboxProcessor } from './sandboxProcessor.js';
import { paymentProcessorFromEnv } from './processorFromEnv.js';

const charge = (number: string, idempotencyKey = `key-${number}`): ChargeRequest => ({
  idempotencyKey,
  amountCents: 100,
  currency: 'USD',
  card: { number, expMonth: 1, expYear: 2040, securityCode: '123', nameOnCard: 'Ada' },
  billing: { line1: '', line2: '', city: '', state: '', postalCode: '', country: 'US', phone: '', email: '' },
  description: 'test',
});

describe('the payments sandbox', () => {
  it('documents only numbers that pass the card rules', () => {
    for (const number of Object.values(SANDBOX_TEST_CARDS).flat()) expect(passesLuhn(number)).toBe(true);
  });

  it('succeeds, declines and stays pending by test card; declines any other card', async () => {
    const sandbox = new SandboxProcessor();
    expect((await sandbox.charge(charge('4242424242424242'))).status).toBe('succeeded');
    expect((await sandbox.charge(charge('378282246310005'))).status).toBe('succeeded');
    expect((await sandbox.charge(charge('4000000000000002'))).status).toBe('declined');
    const pending = await sandbox.charge(charge('4000000000003220'));
    expect(pending.status).toBe('pending');
    expect((await sandbox.refresh(pending.transactionId!)).status).toBe('pending');
    expect((await sandbox.charge(charge('4111111111111111'))).status).toBe('declined');
  });

  it('answers a repeated idempotency key with the first outcome', async () => {
    const sandbox = new SandboxProcessor();
    const first = await sandbox.charge(charge('4242424242424242', 'same'));
    const second = await sandbox.charge(charge('4000000000000002', 'same'));
    expect(second).toEqual(first);
  });

  it('is the default; STRIPE_SECRET_KEY chooses Stripe', () => {
    expect(paymentProcessorFromEnv({}).name).toBe('sandbox');
    expect(paymentProcessorFromEnv({ STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' }).name).toBe('stripe');
  });
});
