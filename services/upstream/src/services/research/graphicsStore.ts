// Figure data in the old chart format, keyed by graphics id. Unknown ids, and the charts of reports
// the reader is not entitled to (the report's own rule, access.ts), are left out.
import { and, eq, inArray } from 'drizzle-orm';
import type { OldChart, Reader } from '@portal/domain';
import type { Database } from '../../db/client.js';
import { graphics, research } from '../../db/schema.js';
import { readableResearch } from './access.js';

export interface GraphicsAnswer {
  items: Record<string, OldChart>;
  /** Whether any chart returned belongs to restricted research (then the answer is private). */
  restricted: boolean;
}

export async function findGraphics(db: Database, ids: readonly string[], reader: Reader | null): Promise<GraphicsAnswer> {
  const rows = await db
    .select({ id: graphics.id, chart: graphics.chart, access: research.access })
    .from(graphics)
    .innerJoin(research, eq(research.id, graphics.reportId))
    .where(and(inArray(graphics.id, [...ids]), readableResearch(reader)));
  const byId = new Map(rows.map((row) => [row.id, row.chart as OldChart]));
  // Keys in the order asked, so responses are stable for the same request.
  const items: Record<string, OldChart> = {};
  for (const id of ids) {
    const chart = byId.get(id);
    if (chart !== undefined) items[id] = chart;
  }
  return { items, restricted: rows.some((row) => row.access === 'restricted') };
}
