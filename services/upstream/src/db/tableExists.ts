// Whether a table exists: services whose tables come from their own migration history read them
// only when that history has run (a test may migrate the content schema alone).
import { sql } from 'drizzle-orm';
import type { Database } from './client.js';

export async function tableExists(db: Database, table: string): Promise<boolean> {
  const result = (await db.execute(sql`select to_regclass(${`public.${table}`}) is not null as present`)) as unknown as { rows: { present: boolean }[] };
  return result.rows[0]?.present === true;
}
