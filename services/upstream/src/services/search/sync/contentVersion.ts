// The content version the search-sync triggers keep (migration 0014_content_change_triggers).
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';

export async function readContentVersion(db: Database): Promise<number> {
  const state = (await db.execute(sql`select coalesce(max(version), 0) as version from search_sync_state`)) as unknown as { rows: { version: string | number }[] };
  return Number(state.rows[0]?.version ?? 0);
}
