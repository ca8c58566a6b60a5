// The redirect rules of spec 1 §2, and the router answering them over real HTTP with the flags
// read from a stand-in of the gateway's own GraphQL runtime (content-graph's featureFlags).
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_FEATURE_FLAGS, FEATURE_FLAGS_WHEN_UNAVAILABLE } from '@portal/domain';
import { createLogger } from './logger.js';
import { GATEWAY_FLAGS_QUERY, featureFlagSource } from './featureFlagSource.js';
import type { OwnGraphql } from './ownGraphql.js';
import { THIS_PORTAL, assetsRootUrlFromEnv, redirectFor, redirectsRouter } from './redirects.js';
import table from './fnRedirects.json' with { type: 'json' };

const settings = { assetsRootUrl: 'https://assets.example.com' };
const surveysOn = { ...DEFAULT_FEATURE_FLAGS, release_Survey_Module_Integration: true };
const surveysOff = { ...DEFAULT_FEATURE_FLAGS, release_Survey_Module_Integration: false };

describe('redirectFor', () => {
  it('sends /playbooks to the imperative tab for good', () => {
    for (const path of ['/playbooks', '/playbooks/']) {
      expect(redirectFor(path, '', surveysOn, settings)).toEqual({ status: 301, location: '/insights/playbooks/imperative-playbooks', cacheable: true });
    }
    expect(redirectFor('/playbooks/other', '', surveysOn, settings)).toBeNull();
  });

  it('sends the token /customer-obsession to its flex page for good, keeping the query', () => {
    for (const path of ['/customer-obsession', '/customer-obsession/']) {
      expect(redirectFor(path, '', surveysOn, settings)).toEqual({ status: 301, location: '/content/customer-obsession/PG14', cacheable: true });
    }
    expect(redirectFor('/customer-obsession', '?utm=print', surveysOn, settings)).toEqual({ status: 301, location: '/content/customer-obsession/PG14?utm=print', cacheable: true });
    for (const path of ['/customer-obsession/PG14', '/Customer-Obsession', '/customer-obsessionx', '/constructor', '/__proto__', '/toString', '//customer-obsession', '/']) {
      expect(redirectFor(path, '', surveysOn, settings)).toBeNull();
    }
  });

  it('moves /{section}/PLA{digits} under /playbook, keeping the query', () => {
    expect(redirectFor('/marketing/PLA100004', '?tab=2', surveysOn, settings)).toEqual({
      status: 301,
      location: '/playbook/marketing/PLA100004?tab=2',
      cacheable: true,
    });
    expect(redirectFor('/playbook/PLA100004', '', surveysOn, settings)).toBeNull();
    expect(redirectFor('/playbook/marketing/PLA100004', '', surveysOn, settings)).toBeNull();
    expect(redirectFor('/marketing/PLA', '', surveysOn, settings)).toBeNull();
    expect(redirectFor('/marketing/PLA12x', '', surveysOn, settings)).toBeNull();
    expect(redirectFor('/a/b/PLA12', '', surveysOn, settings)).toBeNull();
  });

  it('sends every /surveys path to the assets root only while the survey module is off', () => {
    for (const [path, search, location] of [
      ['/surveys', '', 'https://assets.example.com/data-and-insights/surveys'],
      ['/surveys/consumer', '?q=1', 'https://assets.example.com/data-and-insights/surveys/consumer?q=1'],
      ['/surveys/some-survey/SUS100002', '', 'https://assets.example.com/data-and-insights/surveys/some-survey/SUS100002'],
    ] as const) {
      expect(redirectFor(path, search, surveysOff, settings)).toEqual({ status: 301, location, cacheable: false });
      expect(redirectFor(path, search, surveysOn, settings)).toBeNull();
    }
    expect(redirectFor('/surveysx', '', surveysOff, settings)).toBeNull();
  });

  it('sends /bold without a query to the assets root, temporarily', () => {
    expect(redirectFor('/bold', '', surveysOn, settings)).toEqual({ status: 302, location: 'https://assets.example.com/bold', cacheable: false });
    expect(redirectFor('/bold', '?campaign=1', surveysOn, settings)).toBeNull();
  });

  it("sends /bold to the visitors' home when the portal is its own assets root (a local run), never to itself", () => {
    const local = { assetsRootUrl: THIS_PORTAL };
    for (const path of ['/bold', '/bold/']) expect(redirectFor(path, '', surveysOn, local)).toEqual({ status: 302, location: '/home', cacheable: false });
    expect(redirectFor('/bold', '?campaign=1', surveysOn, local)).toBeNull();
    // The surveys a module-less portal sends away stay on the portal too.
    expect(redirectFor('/surveys/consumer', '?q=1', surveysOff, local)).toEqual({ status: 301, location: '/data-and-insights/surveys/consumer?q=1', cacheable: false });
  });

  it('sends a legacy /fn/{fnId} (also under /fn/fnx1) in the table to its report for good', () => {
    const [fnId, reportId] = Object.entries(table.redirects)[0];
    const expected = { status: 301, location: `/report/title/${reportId}`, cacheable: true };
    expect(redirectFor(`/fn/${fnId}`, '', surveysOn, settings)).toEqual(expected);
    expect(redirectFor(`/fn/${fnId}/`, '', surveysOn, settings)).toEqual(expected);
    expect(redirectFor(`/fn/fnx1/${fnId}`, '', surveysOn, settings)).toEqual(expected);
    expect(redirectFor(`/fn/${fnId}`, '?utm=mail', surveysOn, settings)).toEqual({ ...expected, location: `${expected.location}?utm=mail` });
  });

  it('leaves /fn ids outside the table (and deeper paths) to the 404 page', () => {
    const [fnId] = Object.keys(table.redirects);
    for (const path of ['/fn/00000', '/fn/RES100001', '/fn/constructor', '/fn/fnx1/00000', `/fn/${fnId}/more`, '/fn', '/fn/']) {
      expect(redirectFor(path, '', surveysOn, settings)).toBeNull();
    }
  });

  it('sends bare /fn/fnx1 to the functions listing', () => {
    for (const path of ['/fn/fnx1', '/fn/fnx1/']) {
      expect(redirectFor(path, '', surveysOn, settings)).toEqual({ status: 301, location: '/functions', cacheable: true });
    }
  });

  it('leaves other paths alone', () => {
    for (const path of ['/', '/allSearch', '/report/x/RES100001', '/insights/playbooks/imperative-playbooks']) {
      expect(redirectFor(path, '', FEATURE_FLAGS_WHEN_UNAVAILABLE, settings)).toBeNull();
    }
  });
});

describe('assetsRootUrlFromEnv', () => {
  it('drops a trailing slash, keeps a base path and refuses other schemes', () => {
    expect(assetsRootUrlFromEnv({ ASSETS_ROOT_URL: 'https://cdn.example.com/portal/' })).toBe('https://cdn.example.com/portal');
    expect(assetsRootUrlFromEnv({ NODE_ENV: 'production', ASSETS_ROOT_URL: 'https://cdn.example.com/' })).toBe('https://cdn.example.com');
    expect(() => assetsRootUrlFromEnv({ ASSETS_ROOT_URL: 'javascript:alert(1)' })).toThrow('must be http or https');
  });

  it("defaults to the provider's assets site in production and to the portal itself in development", () => {
    expect(assetsRootUrlFromEnv({ NODE_ENV: 'production' })).toBe('https://assets.meridian.example');
    expect(assetsRootUrlFromEnv({})).toBe(THIS_PORTAL);
    expect(assetsRootUrlFromEnv({ NODE_ENV: 'development' })).toBe(THIS_PORTAL);
  });
});

describe('redirectsRouter over HTTP', () => {
  // What featureFlags answers: its flags, or (status other than 200) an error, as when content-graph is down.
  let appconfig: { status: number; flags: Record<string, boolean>; calls: number };
  let portal: Server;
  let portalUrl: string;

  const listen = (app: express.Express) =>
    new Promise<Server>((resolve) => {
      const server = app.listen(0, '127.0.0.1', () => resolve(server));
    });

  const graphql = (async (query: string) => {
    expect(query).toBe(GATEWAY_FLAGS_QUERY);
    appconfig.calls += 1;
    if (appconfig.status !== 200) return { data: null, errors: [{ message: 'Something unexpected happened', extensions: { status: 500 } }] };
    return { data: { featureFlags: { surveyModuleIntegration: appconfig.flags.release_Survey_Module_Integration === true } } };
  }) as OwnGraphql;

  beforeAll(async () => {
    const app = express();
    // ttl 0: every request reads the flags again, so each test sees its own answer.
    app.use(redirectsRouter(featureFlagSource({ graphql, logger: createLogger('silent'), ttlMs: 0 }), settings));
    app.use((_req, res) => void res.type('text/plain').send('page'));
    portal = await listen(app);
    portalUrl = `http://127.0.0.1:${(portal.address() as AddressInfo).port}`;
  });

  beforeEach(() => {
    appconfig = { status: 200, flags: surveysOn, calls: 0 };
  });

  afterAll(async () => {
    await new Promise((resolve) => portal?.close(resolve));
  });

  const get = (path: string) => fetch(`${portalUrl}${path}`, { redirect: 'manual' });

  it('serves the page at /surveys while the module is on', async () => {
    const response = await get('/surveys/business');
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('page');
  });

  it('redirects /surveys, uncached, when the flag is off', async () => {
    appconfig.flags = surveysOff;
    const response = await get('/surveys/business?sort=date');
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('https://assets.example.com/data-and-insights/surveys/business?sort=date');
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('treats flags it cannot read as all off (spec 2 §8)', async () => {
    appconfig.status = 503;
    const response = await get('/surveys');
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('https://assets.example.com/data-and-insights/surveys');
  });

  it('answers /playbooks with a cacheable 301 without asking for the flags', async () => {
    const response = await get('/playbooks');
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/insights/playbooks/imperative-playbooks');
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(appconfig.calls).toBe(0);
  });

  it('keeps a protocol-relative looking path on this site', async () => {
    const response = await get('//evil.example/PLA1');
    expect(response.status).toBe(200);
  });

  it('does not redirect a POST', async () => {
    appconfig.flags = surveysOff;
    const response = await fetch(`${portalUrl}/surveys`, { method: 'POST', redirect: 'manual' });
    expect(response.status).toBe(200);
  });
});
