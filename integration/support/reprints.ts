// What the reprints tests share: the GraphQL they send, the token headers as the web sends them,
// and a way to move a token's expiry into the past in PostgreSQL instead of waiting.
import { DEFAULT_SEED, reports, type CorpusReport } from '@portal/corpus';
import type { FigureBlockDto } from '@portal/domain';
import { CORPUS_SIZE } from './global-setup.js';
import { sessionCookie } from './graphql.js';
import type { CookieJar } from '@portal/upstream/testing/cookie-jar';
import { onStackDatabase } from './researchShares.js';

export const ISSUE = 'mutation ($id: ID!, $kind: ReprintLinkKind) { issueReprintLink(contentId: $id, kind: $kind) { id contentId kind path expiresAt } }';
export const REPORT = 'query ($id: ID!) { report(id: $id) { id title hasAccess isReprints sections { id } figures { id graphic { __typename } } } }';
export const VIEWER_IS_REPRINT_USER = '{ viewer { id isReprintUser } }';

/** The token of a link issueReprintLink answered (/report/{slug}/{id}?reprintsToken=… or ?preview_token=…). */
export function tokenOfPath(path: string): string {
  const search = new URL(path, 'https://portal.example').searchParams;
  return search.get('reprintsToken') ?? search.get('preview_token')!;
}

/** The headers a page opened with the link sends (spec 1 §7), with the session of `jar` when given. */
export function withToken(gatewayUrl: string, jar: CookieJar | null, token: { reprintsToken?: string; preview_token?: string }): Record<string, string> {
  return { ...sessionCookie(gatewayUrl, jar), ...token };
}

export const expireReprintToken = (id: string) => onStackDatabase("UPDATE reprint_tokens SET expires_at = now() - interval '1 second' WHERE id = $1", [id]);

/** A report's first plain-image figure (what the figure download serves), if it has one. */
export const imageFigureOf = (report: CorpusReport) => report.bodyJson.blocks.find((block): block is FigureBlockDto => block.type === 'figure' && block.imageUrl !== undefined);

/** The corpus's restricted reports with a plain-image figure, in corpus order. */
export function restrictedReportsWithImages(): CorpusReport[] {
  return [...reports({ seed: DEFAULT_SEED, size: Number(CORPUS_SIZE) })].filter((r) => r.access === 'restricted' && imageFigureOf(r));
}
