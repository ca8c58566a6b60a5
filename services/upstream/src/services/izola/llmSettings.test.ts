import { inspect } from 'node:util';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LLM_LIMITS, llmSettingsFromEnv } from './llmSettings.js';

const KEY = 'sk-live-0123456789abcdef';

describe('llmSettingsFromEnv', () => {
  it('is null when LLM_BASE_URL is unset or empty: no model, the extractive answerer alone', () => {
    expect(llmSettingsFromEnv({})).toBeNull();
    expect(llmSettingsFromEnv({ LLM_BASE_URL: ' ', LLM_MODEL: 'gpt-4o-mini' })).toBeNull();
  });

  it('requires LLM_MODEL with LLM_BASE_URL, naming it', () => {
    expect(() => llmSettingsFromEnv({ LLM_BASE_URL: 'http://127.0.0.1:8080/v1' })).toThrow(/^LLM_MODEL must be set when LLM_BASE_URL is set/);
  });

  it('refuses a base URL that is not http(s)', () => {
    expect(() => llmSettingsFromEnv({ LLM_BASE_URL: 'file:///etc', LLM_MODEL: 'm' })).toThrow(/^LLM_BASE_URL must be an http\(s\) URL/);
    expect(() => llmSettingsFromEnv({ LLM_BASE_URL: 'not a url', LLM_MODEL: 'm' })).toThrow(/^LLM_BASE_URL must be an http\(s\) URL/);
  });

  it('reads the URL (trailing slash dropped), model, key and timeouts', () => {
    const settings = llmSettingsFromEnv({ LLM_BASE_URL: 'https://llm.example/v1/', LLM_MODEL: 'gpt-4o-mini', LLM_API_KEY: KEY, LLM_TOTAL_TIMEOUT_MS: '30000' });
    expect(settings).toMatchObject({ baseUrl: 'https://llm.example/v1', model: 'gpt-4o-mini', totalTimeoutMs: 30_000, connectTimeoutMs: DEFAULT_LLM_LIMITS.connectTimeoutMs });
    expect(settings?.apiKey).toBe(KEY);
    expect(llmSettingsFromEnv({ LLM_BASE_URL: 'http://127.0.0.1:8080/v1', LLM_MODEL: 'local' })?.apiKey).toBeUndefined();
    expect(() => llmSettingsFromEnv({ LLM_BASE_URL: 'http://x/v1', LLM_MODEL: 'm', LLM_FIRST_TOKEN_TIMEOUT_MS: '0' })).toThrow(/^LLM_FIRST_TOKEN_TIMEOUT_MS must be/);
  });

  it('keeps the key out of JSON, pino log lines and util.inspect', () => {
    const settings = llmSettingsFromEnv({ LLM_BASE_URL: 'https://llm.example/v1', LLM_MODEL: 'gpt-4o-mini', LLM_API_KEY: KEY });
    const lines: string[] = [];
    pino({ level: 'info' }, { write: (line: string) => void lines.push(line) }).info({ settings }, 'LLM settings');

    expect(JSON.stringify(settings)).not.toContain(KEY);
    expect(JSON.stringify(settings)).toContain('"apiKey":"[redacted]"');
    expect(lines.join('')).not.toContain(KEY);
    expect(inspect(settings)).not.toContain(KEY);
  });
});
