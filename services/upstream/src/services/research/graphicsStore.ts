// Figure data in the old chart format, keyed by graphics id (unknown ids are left out).
import { inArray } from 'drizzle-orm';
import type { OldChart } from '@portal/domain';
import type { Database } from '../../db/client.js';
import { graphics } from '../../db/schema.js';

export async function findGraphics(db: Database, ids: readonly string[]): Promise<Record<string, OldChart>> {
  const rows = await db
    .select({ id: graphics.id, chart: graphics.chart })
    .from(graphics)
    .where(inArray(graphics.id, [...ids]));
  const byId = new Map(rows.map((row) => [row.id, row.chart as OldChart]));
  // Keys in the order asked, so responses are stable for the same request.
  const items: Record<string, OldChart> = {};
  for (const id of ids) {
    const chart = byId.get(id);
    if (chart !== undefined) items[id] = chart;
  }
  return items;
}
