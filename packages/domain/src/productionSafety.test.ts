import { afterEach, describe, expect, it, vi } from 'vitest';
import { exitIfProductionRefuses, productionRefusal, SUBGRAPH_PRODUCTION_SETTINGS, unsafeProductionSettings, type ProductionSetting } from './productionSafety.js';

const ALL: ProductionSetting[] = ['USER_CONTEXT_SECRET', 'OIDC_CLIENT_SECRET', 'SEED_DEMO_USERS', 'OIDC_PARTNER_CLIENTS', 'SMTP_URL', 'OIDC_COOKIE_KEYS', 'STRIPE_SECRET_KEY'];
const LONG = 'x'.repeat(32);
const SAFE = {
  NODE_ENV: 'production',
  USER_CONTEXT_SECRET: LONG,
  OIDC_CLIENT_SECRET: LONG,
  SEED_DEMO_USERS: 'false',
  OIDC_PARTNER_CLIENTS: JSON.stringify([{ client_id: 'acme', client_secret: LONG }]),
  SMTP_URL: 'smtps://relay.example:465',
  OIDC_COOKIE_KEYS: LONG,
  STRIPE_SECRET_KEY: 'sk_live_x',
  STRIPE_WEBHOOK_SECRET: 'whsec_x',
};

describe('unsafeProductionSettings', () => {
  it('says nothing outside production, whatever is set', () => {
    expect(unsafeProductionSettings({}, ALL)).toEqual([]);
    expect(unsafeProductionSettings({ NODE_ENV: 'development' }, ALL)).toEqual([]);
  });

  it('passes all-safe settings', () => {
    expect(unsafeProductionSettings(SAFE, ALL)).toEqual([]);
    expect(unsafeProductionSettings({ ...SAFE, OIDC_PARTNER_CLIENTS: '[]' }, ALL)).toEqual([]);
  });

  it.each([
    ['USER_CONTEXT_SECRET', { USER_CONTEXT_SECRET: undefined }],
    ['USER_CONTEXT_SECRET', { USER_CONTEXT_SECRET: 'short' }],
    ['OIDC_CLIENT_SECRET', { OIDC_CLIENT_SECRET: undefined }],
    ['OIDC_CLIENT_SECRET', { OIDC_CLIENT_SECRET: 'portal-gateway-dev-secret' }],
    ['OIDC_CLIENT_SECRET', { OIDC_CLIENT_SECRET: 'short' }],
    ['SEED_DEMO_USERS', { SEED_DEMO_USERS: undefined }],
    ['SEED_DEMO_USERS', { SEED_DEMO_USERS: 'true' }],
    ['OIDC_PARTNER_CLIENTS', { OIDC_PARTNER_CLIENTS: undefined }],
    ['OIDC_PARTNER_CLIENTS', { OIDC_PARTNER_CLIENTS: '{not json' }],
    ['OIDC_PARTNER_CLIENTS', { OIDC_PARTNER_CLIENTS: JSON.stringify([{ client_id: 'partner-demo', client_secret: LONG }]) }],
    ['OIDC_PARTNER_CLIENTS', { OIDC_PARTNER_CLIENTS: JSON.stringify([{ client_id: 'acme', client_secret: 'partner-demo-secret' }]) }],
    ['OIDC_PARTNER_CLIENTS', { OIDC_PARTNER_CLIENTS: JSON.stringify([{ client_id: 'acme', client_secret: 'short' }]) }],
    ['SMTP_URL', { SMTP_URL: undefined }],
    ['OIDC_COOKIE_KEYS', { OIDC_COOKIE_KEYS: undefined }],
    ['OIDC_COOKIE_KEYS', { OIDC_COOKIE_KEYS: 'short,keys' }],
    ['STRIPE_SECRET_KEY', { STRIPE_SECRET_KEY: undefined }],
    ['STRIPE_SECRET_KEY', { STRIPE_WEBHOOK_SECRET: undefined }],
    ['STRIPE_SECRET_KEY', { STRIPE_API_BASE: 'http://127.0.0.1:9' }],
  ])('names %s in one line when it is development-only (%o)', (setting, change) => {
    const lines = unsafeProductionSettings({ ...SAFE, ...change }, ALL);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(new RegExp(`^${setting} `));
    expect(lines[0]).not.toContain('\n');
  });

  it('checks only the settings a process lists', () => {
    expect(unsafeProductionSettings({ NODE_ENV: 'production', USER_CONTEXT_SECRET: LONG }, ['USER_CONTEXT_SECRET'])).toEqual([]);
  });
});

describe('productionRefusal', () => {
  it('prefixes each line with the process', () => {
    expect(productionRefusal('gateway', { ...SAFE, OIDC_CLIENT_SECRET: undefined, USER_CONTEXT_SECRET: undefined }, ['OIDC_CLIENT_SECRET', 'USER_CONTEXT_SECRET'])).toMatch(
      /^gateway refuses to start in production: OIDC_CLIENT_SECRET [^\n]+\ngateway refuses to start in production: USER_CONTEXT_SECRET [^\n]+\n$/,
    );
    expect(productionRefusal('gateway', SAFE, ALL)).toBeUndefined();
  });
});

describe('exitIfProductionRefuses', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('writes the refusal and exits 1 on an unsafe setting, and does nothing when every one is safe', () => {
    const exit = vi.spyOn(process, 'exit').mockImplementation(() => undefined as never);
    const written = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    exitIfProductionRefuses('search-graph', SUBGRAPH_PRODUCTION_SETTINGS, SAFE);
    expect(exit).not.toHaveBeenCalled();
    expect(written).not.toHaveBeenCalled();

    exitIfProductionRefuses('search-graph', SUBGRAPH_PRODUCTION_SETTINGS, { ...SAFE, USER_CONTEXT_SECRET: 'short' });
    expect(written).toHaveBeenCalledWith(expect.stringMatching(/^search-graph refuses to start in production: USER_CONTEXT_SECRET [^\n]+\n$/));
    expect(exit).toHaveBeenCalledWith(1);
  });
});
