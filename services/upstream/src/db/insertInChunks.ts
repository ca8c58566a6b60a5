// Multi-row INSERTs that stay under PostgreSQL's limit of 65,535 bind parameters per statement,
// whatever the number of columns of the table.
import { getTableColumns } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from './client.js';

const MAX_PARAMETERS = 65_535;

type Executor = Pick<Database, 'insert'>;

export async function insertInChunks<T extends PgTable>(
  db: Executor,
  table: T,
  rows: T['$inferInsert'][],
  maxRowsPerStatement = 500,
): Promise<number> {
  const columns = Object.keys(getTableColumns(table)).length;
  const rowsPerStatement = Math.max(1, Math.min(maxRowsPerStatement, Math.floor(MAX_PARAMETERS / columns)));
  for (let start = 0; start < rows.length; start += rowsPerStatement) {
    await db.insert(table).values(rows.slice(start, start + rowsPerStatement));
  }
  return rows.length;
}
