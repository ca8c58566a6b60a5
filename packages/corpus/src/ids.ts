// Corpus numbering (docs/contracts.md "Ids"): reports RES{100000 + i}, graphics
// GR-{reportNumber * 10 + figureIndex} with figureIndex 1..9 in body order.

export const REPORT_NUMBER_BASE = 100000;
export const MAX_FIGURES_PER_REPORT = 9;

export function reportId(index: number): string {
  return `RES${REPORT_NUMBER_BASE + index}`;
}

/** The corpus index of a RES id (RES100000 and up), or null; callers check it against the corpus size. */
export function reportIndexOf(id: string): number | null {
  const match = /^RES(\d+)$/.exec(id);
  if (!match) return null;
  const index = Number(match[1]) - REPORT_NUMBER_BASE;
  return Number.isSafeInteger(index) && index >= 0 ? index : null;
}

export function graphicsId(reportIndex: number, figureIndex: number): string {
  return `GR-${(REPORT_NUMBER_BASE + reportIndex) * 10 + figureIndex}`;
}

/** The report index and 1-based figure index of a GR- id, or null when it cannot be one of ours. */
export function graphicsIdParts(id: string): { reportIndex: number; figureIndex: number } | null {
  const match = /^GR-(\d+)$/.exec(id);
  if (!match) return null;
  const n = Number(match[1]);
  const figureIndex = n % 10;
  const reportIndex = Math.floor(n / 10) - REPORT_NUMBER_BASE;
  if (!Number.isSafeInteger(n) || figureIndex < 1 || reportIndex < 0) return null;
  return { reportIndex, figureIndex };
}
