// What the research-share tests share: the GraphQL they send and a way to move a share's clock
// (its ticket's expiry, a reader's courtesy view) into the past in PostgreSQL instead of waiting.
import pg from 'pg';
import { expect, inject } from 'vitest';

export const CREATE = 'mutation ($id: ID!) { createResearchShare(contentId: $id) { ticket sharePath share { id status } } }';
export const REDEEM = 'mutation ($t: String!, $id: ID) { redeemResearchShare(ticket: $t, contentId: $id) { title path courtesyView { grantedAt expiresAt } report { id title courtesyView { expiresAt } shareAccess } } }';
export const REVOKE = 'mutation ($id: ID!) { revokeResearchShare(id: $id) { id status } }';
export const REPORT = 'query ($id: ID!) { report(id: $id) { id title hasAccess shareAccess courtesyView { expiresAt } sections { id } } }';
export const MY_SHARES = '{ viewer { researchShares { id status readers title report { id } } } }';

/** Runs `sql` (with `params`) on the stack's database: how the tests age a share. */
export async function onStackDatabase(sql: string, params: unknown[]): Promise<number> {
  const databaseUrl = inject('stackEnv').DATABASE_URL;
  expect(databaseUrl, 'the research-share tests age shares in PostgreSQL').toBeDefined();
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(sql, params)).rowCount ?? 0;
  } finally {
    await client.end();
  }
}

export const endCourtesyViews = (shareId: string) => onStackDatabase("UPDATE courtesy_grants SET expires_at = now() - interval '1 second' WHERE share_id = $1", [shareId]);
export const expireTicket = (shareId: string) => onStackDatabase("UPDATE research_shares SET expires_at = now() - interval '1 second' WHERE id = $1", [shareId]);
