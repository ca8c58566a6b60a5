// The /fn/{fnId} redirect table of spec 1 §2 as data (fnRedirects.json, made by
// scripts/fnRedirectTable.ts): legacy function links that now live on a report page.
import table from './fnRedirects.json' with { type: 'json' };

const REDIRECTS: Readonly<Record<string, string>> = table.redirects;

/** The RES id a legacy fn id now lives at, or null when the table does not hold it. */
export function reportOfFnId(fnId: string): string | null {
  return Object.hasOwn(REDIRECTS, fnId) ? REDIRECTS[fnId] : null;
}
