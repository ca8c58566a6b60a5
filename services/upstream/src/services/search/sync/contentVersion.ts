// The content version the triggers of drizzle-search-sync keep (0 in a database without them, such
// as a test that migrates only the content schema).
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { tableExists } from '../../../db/tableExists.js';

export async function readContentVersion(db: Database): Promise<number> {
  // Two statements: a query naming a missing table fails at planning, whatever a CASE says.
  if (!(await tableExists(db, 'search_sync_state'))) return 0;
  const state = (await db.execute(sql`select coalesce(max(version), 0) as version from search_sync_state`)) as unknown as { rows: { version: string | number }[] };
  return Number(state.rows[0]?.version ?? 0);
}
