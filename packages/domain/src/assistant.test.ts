import { describe, expect, it } from 'vitest';
import {
  AI_ACCESS_PRODUCTS,
  ASSISTANT_QUESTION_MAX_LENGTH,
  ASSISTANT_QUESTION_TOO_LONG_MESSAGE,
  aiAccessProductsOf,
  chatIdOf,
  hasAiAccess,
  parseChatId,
} from './assistant.js';
import { DEFAULT_FEATURE_FLAGS, aiAccessFlagName, resolveFeatureFlags } from './featureFlags.js';

const client = (...subscriptions: string[]) => ({ userType: 'client', subscriptions });
const only = (...on: string[]) => Object.fromEntries(AI_ACCESS_PRODUCTS.map((p) => [aiAccessFlagName(p), on.includes(p)]));

describe('chat ids', () => {
  it('are {contentId}.{userId} and split back', () => {
    expect(chatIdOf('RES123', 'usr-client-0001')).toBe('RES123.usr-client-0001');
    expect(parseChatId('RES123.usr-client-0001')).toEqual({ contentId: 'RES123', userId: 'usr-client-0001' });
  });

  it('refuse anything else', () => {
    for (const bad of ['RES123', 'RES123.', '.usr-1', 'nope.usr-1', 'RES123.usr.1', 'RES123.usr 1', `RES1.${'a'.repeat(129)}`]) {
      expect(parseChatId(bad), bad).toBeNull();
    }
  });
});

describe('limits', () => {
  it('name the question limit in the message', () => {
    expect(ASSISTANT_QUESTION_MAX_LENGTH).toBe(1000);
    expect(ASSISTANT_QUESTION_TOO_LONG_MESSAGE).toBe('A question must be at most 1,000 characters');
  });
});

describe('hasAiAccess', () => {
  it('is off for nobody and for GUEST or no subscription, whatever the flags', () => {
    const all = only('FD', 'FMI', 'AOC');
    expect(hasAiAccess(null, all)).toBe(false);
    expect(hasAiAccess({ userType: 'guest', subscriptions: ['GUEST'] }, all)).toBe(false);
    expect(hasAiAccess(client(), all)).toBe(false);
  });

  it('follows each product flag for each single subscription', () => {
    for (const product of AI_ACCESS_PRODUCTS) {
      for (const flagged of AI_ACCESS_PRODUCTS) {
        expect(hasAiAccess(client(product), only(flagged)), `${product} with ${flagged} on`).toBe(product === flagged);
      }
      expect(hasAiAccess(client(product), only()), `${product} all off`).toBe(false);
    }
  });

  it('grants when any held product is flagged on (any case), and a missing flag is off', () => {
    expect(hasAiAccess(client('fd', 'AOC'), only('AOC'))).toBe(true);
    expect(hasAiAccess(client('FD', 'FMI'), only('AOC'))).toBe(false);
    expect(hasAiAccess(client('FMI'), {})).toBe(false);
  });

  it('counts every product for employees', () => {
    const employee = { userType: 'Employee', subscriptions: [] };
    expect(aiAccessProductsOf(employee)).toEqual(['FD', 'FMI', 'AOC']);
    expect(hasAiAccess(employee, only('AOC'))).toBe(true);
    expect(hasAiAccess(employee, only())).toBe(false);
  });

  it('ships on for FD and FMI, off for AOC; FEATURE_FLAGS turns AOC on', () => {
    expect(hasAiAccess(client('FD'), DEFAULT_FEATURE_FLAGS)).toBe(true);
    expect(hasAiAccess(client('FMI'), DEFAULT_FEATURE_FLAGS)).toBe(true);
    expect(hasAiAccess(client('AOC'), DEFAULT_FEATURE_FLAGS)).toBe(false);
    expect(hasAiAccess(client('AOC'), resolveFeatureFlags('release_AOC_ai_access=on'))).toBe(true);
    expect(hasAiAccess(client('FD'), resolveFeatureFlags('release_FD_ai_access=off'))).toBe(false);
  });
});
