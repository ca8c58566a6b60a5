import type { Request, Response } from 'express';
import { BUILT_IN_PROVIDER_PATH } from './auth/authConfig.js';
import { CALLBACK_PATH } from './auth/authCookies.js';

// What crawlers may fetch (RFC 9309). Every page of the portal may be crawled: public pages are
// rendered on the server for them, and pages a visitor may not open answer 401/403 with noindex.
// The gateway's own endpoints are not pages: the GraphQL API and its explorer, the built-in
// identity provider and the sign-in and sign-out redirects. A page a crawler could reach is never
// disallowed here, or it could not read that page's noindex and canonical tags.
const NOT_PAGES = ['/graphql', `${BUILT_IN_PROVIDER_PATH}/`, '/login', '/logout', CALLBACK_PATH];

export const ROBOTS_TXT = ['User-agent: *', ...NOT_PAGES.map((path) => `Disallow: ${path}`), ''].join('\n');

export function robotsTxt(_req: Request, res: Response): void {
  res.type('text/plain').set('Cache-Control', 'public, max-age=3600').send(ROBOTS_TXT);
}
