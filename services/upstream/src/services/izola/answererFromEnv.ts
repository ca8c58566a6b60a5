// Which answerer izola-service uses: the OpenAI-compatible model when LLM_BASE_URL is set (with
// the extractive answerer as its fallback whenever the model's answer cannot be used), otherwise
// the embedded extractive answerer alone, offline. A URL without LLM_MODEL stops the process.
import type { Logger } from 'pino';
import type { Answerer } from './answerer.js';
import { ExtractiveAnswerer } from './extractiveAnswerer.js';
import { LlmAnswerer } from './llmAnswerer.js';
import { llmSettingsFromEnv } from './llmSettings.js';

export function answererFromEnv(env: NodeJS.ProcessEnv, logger: Pick<Logger, 'warn'>): Answerer {
  const extractive = new ExtractiveAnswerer();
  const settings = llmSettingsFromEnv(env);
  return settings ? new LlmAnswerer({ settings, fallback: extractive, logger }) : extractive;
}
