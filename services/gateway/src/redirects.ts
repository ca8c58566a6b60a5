// Server-side redirects of spec 1 §2, answered before the web app so that browsers, crawlers and
// old bookmarks all get a real 301/302 instead of a client-side jump.
import express, { type Router } from 'express';
import { isProduction, type FeatureFlagValues } from '@portal/domain';
import type { FeatureFlagSource } from './featureFlagSource.js';
import { reportOfFnId } from './fnRedirects.js';

export interface Redirect {
  status: 301 | 302;
  location: string;
  /**
   * Whether caches may keep it. A 301 is kept by browsers for good unless told otherwise, so one
   * that depends on a feature flag (which operators flip, and which is off while appconfig fails)
   * must not be cached.
   */
  cacheable: boolean;
}

export interface RedirectSettings {
  /**
   * The configured assets root (ASSETS_ROOT_URL), where the bold page is and where surveys live when
   * this portal does not serve them; THIS_PORTAL ('') when the assets root is the portal itself.
   */
  assetsRootUrl: string;
}

/** The provider's assets site: the assets root of a deployment that sets none. */
export const DEFAULT_ASSETS_ROOT_URL = 'https://assets.meridian.example';

/**
 * The assets root of a development run that sets none (`npm start`, the tests): the portal itself,
 * so every redirect to it stays on this machine (a path of ours, whatever port the portal has).
 */
export const THIS_PORTAL = '';

/** The bold page of a portal that is its own assets root: the visitors' home (spec 1 §2 /home). */
export const LOCAL_BOLD_PAGE = '/home';

/** Where /bold sends a visitor: the bold page on the assets root, or the visitors' home when that root is this portal (its own /bold would loop). */
export function boldPageOf(settings: RedirectSettings): string {
  return settings.assetsRootUrl === THIS_PORTAL ? LOCAL_BOLD_PAGE : `${settings.assetsRootUrl}/bold`;
}

const PLAYBOOKS_HOME = '/insights/playbooks/imperative-playbooks';
/**
 * Spec 1 §2 "{token} to /content/customer-obsession/PG14 (301)": the token is the flex page's
 * vanity path, the one a campaign prints (the page's own slug, without its id).
 */
const VANITY_PATHS: Readonly<Record<string, string>> = { '/customer-obsession': '/content/customer-obsession/PG14' };
const SECTION_PLAYBOOK = /^\/([^/]+)\/(PLA\d+)\/?$/;
const SURVEYS = /^\/surveys(\/.*)?$/;
// /fn/{fnId} and /fn/fnx1/{fnId}: spec 1 §2 gives nothing else for fnx1, so it is the same table.
const FN_LINK = /^\/fn\/(?:fnx1\/)?([^/]+)\/?$/;
const FN_HUB = /^\/fn\/fnx1\/?$/;
const FUNCTIONS_LISTING = '/functions';

/** The redirect for a path and query string ('' or '?a=b'), or null. Pure, so every rule is unit-tested. */
export function redirectFor(pathname: string, search: string, flags: FeatureFlagValues, settings: RedirectSettings): Redirect | null {
  if (pathname === '/playbooks' || pathname === '/playbooks/') return { status: 301, location: PLAYBOOKS_HOME, cacheable: true };
  // Own keys only: '/constructor' or '/__proto__' must not find Object's properties.
  const vanity = pathname.replace(/(.)\/$/, '$1');
  if (Object.hasOwn(VANITY_PATHS, vanity)) return { status: 301, location: `${VANITY_PATHS[vanity]}${search}`, cacheable: true };
  // /bold with no query: the bold page on the assets root, temporarily (it moves with campaigns).
  if ((pathname === '/bold' || pathname === '/bold/') && search === '') return { status: 302, location: boldPageOf(settings), cacheable: false };
  const playbook = SECTION_PLAYBOOK.exec(pathname);
  if (playbook && playbook[1] !== 'playbook') return { status: 301, location: `/playbook/${playbook[1]}/${playbook[2]}${search}`, cacheable: true };
  if (FN_HUB.test(pathname)) return { status: 301, location: FUNCTIONS_LISTING, cacheable: true };
  const fnLink = FN_LINK.exec(pathname);
  const fnReport = fnLink ? reportOfFnId(fnLink[1]) : null;
  // An id not in the table falls through to the web app's 404 page.
  if (fnReport) return { status: 301, location: `/report/title/${fnReport}${search}`, cacheable: true };
  const surveys = SURVEYS.exec(pathname);
  if (surveys && !flags.release_Survey_Module_Integration) {
    return { status: 301, location: `${settings.assetsRootUrl}/data-and-insights/surveys${surveys[1] ?? ''}${search}`, cacheable: false };
  }
  return null;
}

export function redirectsRouter(flagsOf: FeatureFlagSource, settings: RedirectSettings): Router {
  const router = express.Router();
  router.use(async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    // Concatenated, not resolved: '//evil.example/x' must stay a path of ours, not become a host.
    const url = new URL(`http://portal.invalid${req.originalUrl}`);
    // Only the surveys rule needs the flags: other paths never wait for appconfig.
    const flags = SURVEYS.test(url.pathname) ? await flagsOf() : {};
    const redirect = redirectFor(url.pathname, url.search, flags, settings);
    if (!redirect) return next();
    res.set('Cache-Control', redirect.cacheable ? 'public, max-age=3600' : 'no-store');
    res.redirect(redirect.status, redirect.location);
  });
  return router;
}

/**
 * ASSETS_ROOT_URL without a trailing slash, checked at start-up. Unset, production keeps the
 * provider's assets site and development (no NODE_ENV=production) uses the portal itself, whose
 * bold page is the visitors' home: a local run never sends anyone to a site it cannot reach.
 */
export function assetsRootUrlFromEnv(env: NodeJS.ProcessEnv = process.env): string {
  if (!env.ASSETS_ROOT_URL && !isProduction(env)) return THIS_PORTAL;
  const value = env.ASSETS_ROOT_URL || DEFAULT_ASSETS_ROOT_URL;
  const url = new URL(value);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`ASSETS_ROOT_URL must be http or https: ${value}`);
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}
