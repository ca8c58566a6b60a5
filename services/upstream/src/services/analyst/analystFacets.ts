// What the directory filters analysts by besides their topics: the industries and regions their
// research covers most. The analysts table holds neither, so both are derived from the facets of
// the reports each analyst wrote or contributed to: the top ANALYST_FACET_LIMIT of each, by number
// of reports, ties by name ('Global' is not a region). Analysts without research have none.
import { sql } from 'drizzle-orm';
import { GLOBAL_GEOGRAPHY } from '@portal/corpus';
import type { Database } from '../../db/client.js';
import { reportAuthors, research } from '../../db/schema.js';

export const ANALYST_FACET_LIMIT = 2;
/**
 * The derivation reads every authorship row (a few seconds at a million reports), while research
 * changes slowly: it is kept for a few minutes per process.
 */
export const ANALYST_FACETS_TTL_MS = 5 * 60_000;

export interface AnalystFacets {
  industries: string[];
  regions: string[];
}

const NO_FACETS: AnalystFacets = { industries: [], regions: [] };

export async function deriveAnalystFacets(db: Database): Promise<Map<string, AnalystFacets>> {
  const ranked = (column: typeof research.industries | typeof research.geographies, kind: string, excluded: string | null) => sql`
    SELECT ${reportAuthors.analystId} AS analyst_id, ${kind}::text AS kind, v.value AS value,
      row_number() OVER (PARTITION BY ${reportAuthors.analystId} ORDER BY count(DISTINCT ${research.id}) DESC, v.value) AS rank
    FROM ${reportAuthors}
    JOIN ${research} ON ${research.id} = ${reportAuthors.reportId}
    CROSS JOIN LATERAL unnest(${column}) AS v(value)
    ${excluded === null ? sql`` : sql`WHERE v.value <> ${excluded}`}
    GROUP BY ${reportAuthors.analystId}, v.value`;
  const result = (await db.execute(sql`
    SELECT analyst_id, kind, value FROM (
      ${ranked(research.industries, 'industry', null)}
      UNION ALL
      ${ranked(research.geographies, 'region', GLOBAL_GEOGRAPHY)}
    ) ranked
    WHERE rank <= ${ANALYST_FACET_LIMIT}
    ORDER BY analyst_id, kind, rank`)) as unknown as { rows: { analyst_id: string; kind: 'industry' | 'region'; value: string }[] };
  const facets = new Map<string, AnalystFacets>();
  for (const row of result.rows) {
    let entry = facets.get(row.analyst_id);
    if (!entry) facets.set(row.analyst_id, (entry = { industries: [], regions: [] }));
    (row.kind === 'industry' ? entry.industries : entry.regions).push(row.value);
  }
  return facets;
}

/** The derived facets, computed at most once per TTL (one computation in flight at a time). */
export function cachedAnalystFacets(db: Database, ttlMs = ANALYST_FACETS_TTL_MS, now: () => number = Date.now) {
  let cached: { at: number; facets: Promise<Map<string, AnalystFacets>> } | undefined;
  return {
    async of(analystId: string): Promise<AnalystFacets> {
      return (await this.all()).get(analystId) ?? NO_FACETS;
    },
    all(): Promise<Map<string, AnalystFacets>> {
      if (!cached || now() - cached.at >= ttlMs) {
        const facets = deriveAnalystFacets(db);
        cached = { at: now(), facets };
        // A failed derivation is tried again by the next request, not remembered.
        facets.catch(() => {
          if (cached?.facets === facets) cached = undefined;
        });
      }
      return cached.facets;
    },
  };
}

export type AnalystFacetSource = ReturnType<typeof cachedAnalystFacets>;
