// Who may read what: restricted research needs a signed-in user (the subgraphs forward
// x-portal-user-id only for one). Finer entitlements come with login (#4).
import type { Response } from 'express';
import type { ResearchDto } from '@portal/domain';
import type { Caller } from '../../http/caller.js';
import { USER_ID_HEADER } from '../../http/caller.js';
import { cachePrivate, cachePublic } from '../../http/cacheControl.js';

export const NOT_ACCESSIBLE_MESSAGE = 'Research page is not accessible with the current credentials';

export function canRead(caller: Caller, report: Pick<ResearchDto, 'access'>): boolean {
  return report.access === 'public' || caller.userId !== null;
}

/**
 * The answer depends on whether a user is asking; a response that holds restricted research must
 * stay out of shared caches.
 */
export function cacheResearch(res: Response, reports: Iterable<Pick<ResearchDto, 'access'>>): void {
  res.vary(USER_ID_HEADER);
  for (const report of reports) {
    if (report.access === 'restricted') return cachePrivate(res);
  }
  cachePublic(res);
}
