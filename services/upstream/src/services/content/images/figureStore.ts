// Finds one figure of one report for its image: one query on the report's row, none on the rest.
import { eq } from 'drizzle-orm';
import { bodyFigures, type BodyBlockDto, type FigureBlockDto } from '@portal/domain';
import type { Database } from '../../../db/client.js';
import { research } from '../../../db/schema.js';
import type { ResearchDto } from '@portal/contracts';

export interface FigureLookup {
  /** The report's id (entitlements: its buyer reads it). */
  id: string;
  access: ResearchDto['access'];
  products: ResearchDto['products'];
  /** Undefined when the report has no figure of that id. */
  figure: FigureBlockDto | undefined;
}

/** null when the report does not exist. */
export async function findFigure(db: Database, reportId: string, figureId: string): Promise<FigureLookup | null> {
  const [row] = await db
    .select({ access: research.access, products: research.products, body: research.body })
    .from(research)
    .where(eq(research.id, reportId))
    .limit(1);
  if (!row) return null;
  const blocks = (row.body as { blocks?: BodyBlockDto[] }).blocks ?? [];
  const figure = bodyFigures(blocks).find((block) => block.id === figureId);
  return { id: reportId, access: row.access, products: row.products, figure };
}
