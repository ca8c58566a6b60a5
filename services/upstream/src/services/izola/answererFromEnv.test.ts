import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { answererFromEnv } from './answererFromEnv.js';

const logger = pino({ level: 'silent' });

describe('answererFromEnv', () => {
  it('answers offline with the extractive answerer by default', () => {
    expect(answererFromEnv({}, logger).kind).toBe('extractive');
  });

  it('asks the OpenAI-compatible model when LLM_BASE_URL and LLM_MODEL are set', () => {
    expect(answererFromEnv({ LLM_BASE_URL: 'http://127.0.0.1:9/v1', LLM_MODEL: 'local-model' }, logger).kind).toBe('llm');
  });

  it('stops, naming LLM_MODEL, when only the URL is set', () => {
    expect(() => answererFromEnv({ LLM_BASE_URL: 'http://127.0.0.1:9/v1' }, logger)).toThrow(/LLM_MODEL/);
  });
});
