// How long a share ticket may be redeemed and how long each redemption's courtesy view lasts: the
// domain's defaults, or SHARE_TICKET_TTL_SECONDS and COURTESY_VIEW_SECONDS (whole seconds) from
// the environment, read once at start.
import { DEFAULT_COURTESY_VIEW_SECONDS, DEFAULT_SHARE_TICKET_TTL_SECONDS, SHARE_TICKET_MAX_READERS } from '@portal/domain';
import { wholeNumberSetting } from '../../wholeNumberSetting.js';

export interface ShareSettings {
  ticketTtlSeconds: number;
  courtesySeconds: number;
  maxReaders: number;
}

export const DEFAULT_SHARE_SETTINGS: ShareSettings = {
  ticketTtlSeconds: DEFAULT_SHARE_TICKET_TTL_SECONDS,
  courtesySeconds: DEFAULT_COURTESY_VIEW_SECONDS,
  maxReaders: SHARE_TICKET_MAX_READERS,
};

export function shareSettingsFromEnv(env: NodeJS.ProcessEnv): ShareSettings {
  return {
    ticketTtlSeconds: wholeNumberSetting(env, 'SHARE_TICKET_TTL_SECONDS', DEFAULT_SHARE_SETTINGS.ticketTtlSeconds),
    courtesySeconds: wholeNumberSetting(env, 'COURTESY_VIEW_SECONDS', DEFAULT_SHARE_SETTINGS.courtesySeconds),
    maxReaders: DEFAULT_SHARE_SETTINGS.maxReaders,
  };
}
