// Where the AI assistant's OpenAI-compatible model is, from the environment (documented in the
// README under "AI assistant"). Unset LLM_BASE_URL: no model, the extractive answerer answers alone.
// The API key is a secret: it is kept off every log line (toJSON and inspection show it redacted),
// and it is fine in production (it is not a development-only setting).
import { inspect } from 'node:util';
import { wholeNumberSetting } from '../../wholeNumberSetting.js';

export interface LlmSettings {
  /** e.g. `https://api.openai.com/v1`; the client posts to `${baseUrl}/chat/completions`. */
  baseUrl: string;
  model: string;
  /** Sent as `Authorization: Bearer …` when set; never logged. */
  apiKey: string | undefined;
  /** Until the response headers arrive. */
  connectTimeoutMs: number;
  /** From the headers to the first token of the answer. */
  firstTokenTimeoutMs: number;
  /** The whole answer, from the request to the last token. */
  totalTimeoutMs: number;
  /** How many of the request's passages (best first) are given to the model as excerpts. */
  maxExcerpts: number;
  /** Each excerpt is cut to this many characters. */
  maxExcerptChars: number;
}

export const DEFAULT_LLM_LIMITS = {
  connectTimeoutMs: 5_000,
  firstTokenTimeoutMs: 15_000,
  totalTimeoutMs: 60_000,
  maxExcerpts: 8,
  maxExcerptChars: 1_200,
} as const;

const REDACTED = '[redacted]';

/** Settings whose key stays out of JSON (pino) and util.inspect (console) output. */
export function llmSettings(values: LlmSettings): LlmSettings {
  const { apiKey, ...shown } = values;
  const settings = { ...shown } as LlmSettings;
  const redacted = { ...shown, apiKey: apiKey === undefined ? undefined : REDACTED };
  Object.defineProperties(settings, {
    apiKey: { value: apiKey, enumerable: false },
    toJSON: { value: () => redacted, enumerable: false },
    [inspect.custom]: { value: () => redacted, enumerable: false },
  });
  return settings;
}

/** null when LLM_BASE_URL is unset or empty; otherwise LLM_MODEL is required (the process stops naming it). */
export function llmSettingsFromEnv(env: NodeJS.ProcessEnv): LlmSettings | null {
  const rawUrl = env.LLM_BASE_URL?.trim();
  if (!rawUrl) return null;
  let url: URL;
  try {
    url = new URL(rawUrl);
  } catch {
    throw new Error(`LLM_BASE_URL must be an http(s) URL (got '${rawUrl}')`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`LLM_BASE_URL must be an http(s) URL (got '${rawUrl}')`);
  const model = env.LLM_MODEL?.trim();
  if (!model) throw new Error('LLM_MODEL must be set when LLM_BASE_URL is set (the model to ask, e.g. gpt-4o-mini)');
  const apiKey = env.LLM_API_KEY?.trim() || undefined;
  return llmSettings({
    baseUrl: rawUrl.replace(/\/+$/, ''),
    model,
    apiKey,
    connectTimeoutMs: wholeNumberSetting(env, 'LLM_CONNECT_TIMEOUT_MS', DEFAULT_LLM_LIMITS.connectTimeoutMs),
    firstTokenTimeoutMs: wholeNumberSetting(env, 'LLM_FIRST_TOKEN_TIMEOUT_MS', DEFAULT_LLM_LIMITS.firstTokenTimeoutMs),
    totalTimeoutMs: wholeNumberSetting(env, 'LLM_TOTAL_TIMEOUT_MS', DEFAULT_LLM_LIMITS.totalTimeoutMs),
    maxExcerpts: DEFAULT_LLM_LIMITS.maxExcerpts,
    maxExcerptChars: DEFAULT_LLM_LIMITS.maxExcerptChars,
  });
}
