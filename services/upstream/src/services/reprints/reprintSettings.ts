// How long a reprint licence and a preview last: the domain's defaults, or
// REPRINTS_TOKEN_TTL_SECONDS and PREVIEW_TOKEN_TTL_SECONDS (whole seconds) from the environment,
// read once at start.
import { DEFAULT_PREVIEW_TOKEN_TTL_SECONDS, DEFAULT_REPRINTS_TOKEN_TTL_SECONDS, type ReprintTokenKind } from '@portal/domain';
import { wholeNumberSetting } from '../../wholeNumberSetting.js';

export type ReprintSettings = Record<ReprintTokenKind, { ttlSeconds: number }>;

export const DEFAULT_REPRINT_SETTINGS: ReprintSettings = {
  reprints: { ttlSeconds: DEFAULT_REPRINTS_TOKEN_TTL_SECONDS },
  preview: { ttlSeconds: DEFAULT_PREVIEW_TOKEN_TTL_SECONDS },
};

export function reprintSettingsFromEnv(env: NodeJS.ProcessEnv): ReprintSettings {
  return {
    reprints: { ttlSeconds: wholeNumberSetting(env, 'REPRINTS_TOKEN_TTL_SECONDS', DEFAULT_REPRINT_SETTINGS.reprints.ttlSeconds) },
    preview: { ttlSeconds: wholeNumberSetting(env, 'PREVIEW_TOKEN_TTL_SECONDS', DEFAULT_REPRINT_SETTINGS.preview.ttlSeconds) },
  };
}
