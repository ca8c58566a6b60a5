// search-service search and autocomplete (docs/contracts-search.md): REST parameters in, the
// SearchIndex's answer out in the contract's page shape.
import express, { type Request, type Response, type Router } from 'express';
import { searchContracts } from '@portal/contracts';
import { SEARCH_CONTENT_TYPES, canReadResearch, type Reader } from '@portal/domain';
import { USER_CONTEXT_HEADER, callerOf, type Caller } from '../../http/caller.js';
import { noStore } from '../../http/cacheControl.js';
import { badRequest } from '../../http/httpError.js';
import { serveContract } from '../../http/serveContract.js';
import type { SearchIndex, SearchRequest } from './searchIndex.js';

/** Search answers change only when content does; a minute keeps the graph's cache useful. */
export const SEARCH_MAX_AGE_SECONDS = 60;
/** A mild preference for recent research among equally relevant results. */
export const DEFAULT_RECENCY = 0.25;
const DAY_MS = 86_400_000;

export type IndexProvider = () => Promise<SearchIndex>;
/** The verified caller as entitlements see them (research/access.ts readerOf). */
export type ReaderProvider = (caller: Caller) => Promise<Reader | null>;

/** Anonymous answers are the same for everyone; a user's may hold restricted content. */
function cacheSearch(req: Request, res: Response): boolean {
  const caller = callerOf(req);
  res.vary(USER_CONTEXT_HEADER);
  if (caller.userId === null) res.set('Cache-Control', `public, max-age=${SEARCH_MAX_AGE_SECONDS}`);
  else noStore(res);
  return caller.userId !== null;
}

/** `type=fd-research,figure`: known content types, each optionally prefixed by a product. */
function contentTypesOf(type: string | undefined): string[] | null {
  if (type === undefined) return null;
  const known = new Set<string>(SEARCH_CONTENT_TYPES);
  const types = type
    .split(',')
    .map((part) => part.trim())
    .map((part) => (known.has(part) ? part : part.replace(/^[^-]+-/, '')))
    .filter((part) => known.has(part));
  return types.length > 0 ? [...new Set(types)] : null;
}

const daysAgo = (today: Date, days: number) => new Date(today.getTime() - days * DAY_MS).toISOString().slice(0, 10);

/**
 * Whether the access-only filter may keep restricted content: only for a reader entitled to every
 * restricted document (an employee). The index marks documents restricted, not their products, so
 * a subscriber of one product sees restricted results with accessOnly=false, shown locked.
 */
function readsEveryRestricted(reader: Reader | null): boolean {
  return canReadResearch(reader, { access: 'restricted', products: [] });
}

export function mountSearchEndpoints(router: Router, indexOf: IndexProvider, readerOf: ReaderProvider): void {
  serveContract(router, searchContracts.search, { before: [express.json({ limit: '64kb' })] }, async ({ query: params, body }, req, res) => {
    const reader = await readerOf(callerOf(req));
    const now = new Date();
    const relative = params.publishedSinceInDays !== undefined && params.publishedSinceInDays > 0;
    const request: SearchRequest = {
      query: params.query.trim(),
      contentTypes: contentTypesOf(params.type),
      filters: body.filters.termFilters,
      exclude: body.filters.excludeTermFilters,
      // A relative range replaces explicit dates, as in the portal's URL (spec 1 §5).
      publishedFrom: relative ? daysAgo(now, params.publishedSinceInDays!) : (params.publishedDateFrom ?? null),
      publishedTo: relative ? null : (params.publishedDateTo ?? null),
      // accessOnly=false lists restricted content too (shown locked); true only what the caller may read.
      includeRestricted: !params.accessOnly || readsEveryRestricted(reader),
      // Reports bought at checkout are the buyer's to read, so they pass the access-only filter.
      readableRestricted: reader?.purchased ?? [],
      sortType: params.sortType ?? (params.query.trim() === '' ? 'date' : 'relevance'),
      sortOrder: params.sortOrder,
      page: params.page,
      size: params.size,
      fuzzy: params.isFuzzyNeeded,
      recency: DEFAULT_RECENCY,
      today: now.toISOString().slice(0, 10),
    };
    const result = await (await indexOf()).search(request);
    const totalPages = Math.ceil(result.total / request.size);
    cacheSearch(req, res);
    return {
      content: result.hits,
      page: request.page,
      size: request.size,
      totalElements: result.total,
      totalPages,
      last: request.page >= totalPages,
      aggregations: result.aggregations,
      fuzzy: result.fuzzy,
    };
  });

  serveContract(router, searchContracts.suggest, async ({ query: params }, req, res) => {
    // Only autocomplete ({product}-autocomplete) is served by GET in this slice.
    if (!/^([^-]+-)?autocomplete$/.test(params.type)) throw badRequest(`Unsupported search type: ${params.type}`);
    const suggestions = await (await indexOf()).suggest(params.query, params.size);
    cacheSearch(req, res);
    return { suggestions };
  });
}
