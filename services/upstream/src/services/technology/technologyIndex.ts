// The catalogue's own full-text index: SQLite FTS5 through node:sqlite, in memory (a few hundred
// items), BM25 with the title weighted above the definitions. Filters and sorts run over the
// items themselves.
import { DatabaseSync } from 'node:sqlite';
import type { TechnologyDto } from '@portal/contracts';
import type { TechnologyIpType } from '@portal/domain';

export interface TechnologySearchRequest {
  query: string;
  ipTypes: TechnologyIpType[];
  emerging: boolean | null;
  /** Only items published on or after this day (YYYY-MM-DD); null for any. */
  publishedFrom: string | null;
  sortType: 'relevance' | 'date' | 'name';
  sortOrder: 'asc' | 'desc';
  page: number;
  size: number;
}

export interface TechnologySearchResult {
  items: TechnologyDto[];
  total: number;
}

/** Words of a query as FTS5 prefix terms, all required: 'cloud sec' -> "cloud"* "sec"*. */
export function ftsQueryOf(query: string): string | null {
  const words = query.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return words.length === 0 ? null : words.map((word) => `"${word}"*`).join(' ');
}

export class TechnologyIndex {
  private readonly sqlite = new DatabaseSync(':memory:');
  private readonly items: TechnologyDto[];

  constructor(items: readonly TechnologyDto[]) {
    this.items = [...items];
    this.sqlite.exec(`CREATE VIRTUAL TABLE technology_fts USING fts5(title, category, definition, tokenize = 'unicode61 remove_diacritics 2')`);
    const insert = this.sqlite.prepare('INSERT INTO technology_fts (rowid, title, category, definition) VALUES (?, ?, ?, ?)');
    this.items.forEach((item, i) => {
      insert.run(i, item.title, item.categoryTitle, `${item.technologyDefinition ?? ''} ${item.categoryDefinition}`);
    });
  }

  search(request: TechnologySearchRequest): TechnologySearchResult {
    const fts = ftsQueryOf(request.query);
    let scored: { item: TechnologyDto; score: number }[];
    if (fts === null) {
      scored = this.items.map((item) => ({ item, score: 0 }));
    } else {
      // bm25(): lower is better; weights per column (title, category, definition).
      const rows = this.sqlite
        .prepare('SELECT rowid AS id, bm25(technology_fts, 8.0, 3.0, 1.0) AS score FROM technology_fts WHERE technology_fts MATCH ?')
        .all(fts) as { id: number; score: number }[];
      scored = rows.map((row) => ({ item: this.items[row.id], score: -row.score }));
    }
    const filtered = scored.filter(({ item }) => matchesFilters(item, request));
    filtered.sort(comparator(request));
    const start = (request.page - 1) * request.size;
    return { items: filtered.slice(start, start + request.size).map(({ item }) => item), total: filtered.length };
  }

  close(): void {
    this.sqlite.close();
  }
}

function matchesFilters(item: TechnologyDto, request: TechnologySearchRequest): boolean {
  if (request.ipTypes.length > 0) {
    const covered = request.ipTypes.some((type) => (type === 'wave' ? item.latestWave !== null : item.latestLandscape !== null));
    if (!covered) return false;
  }
  if (request.emerging !== null && item.emergingTechnology !== request.emerging) return false;
  if (request.publishedFrom !== null && item.publishedDate < request.publishedFrom) return false;
  return true;
}

type Scored = { item: TechnologyDto; score: number };

const byTitle = (a: Scored, b: Scored) => a.item.title.localeCompare(b.item.title, 'en', { sensitivity: 'base' }) || a.item.contentId.localeCompare(b.item.contentId);
const byDate = (a: Scored, b: Scored) => a.item.publishedDate.localeCompare(b.item.publishedDate);

function comparator(request: TechnologySearchRequest): (a: Scored, b: Scored) => number {
  const sign = request.sortOrder === 'asc' ? 1 : -1;
  switch (request.sortType) {
    case 'name':
      return (a, b) => sign * byTitle(a, b);
    case 'date':
      // Ties by name, A first, whichever the direction.
      return (a, b) => sign * byDate(a, b) || byTitle(a, b);
    case 'relevance':
      // Without a keyword every score is 0: newest first then.
      return (a, b) => sign * (a.score - b.score) || -byDate(a, b) || byTitle(a, b);
  }
}
