// The search engine seam (issue #3): search-service talks to this interface only, so the embedded
// SQLite FTS5 index can be replaced by a distributed engine without touching the REST layer.
// Methods are asynchronous for that reason, although the embedded implementation is not.
import type { AggregationBucketDto, FacetFilters, FuzzyDto, SearchHitDto } from '@portal/contracts';
import type { FacetName } from '@portal/domain';

export type { FacetFilters };
/** The index answers hits, buckets and corrections as the search contract does. */
export type SearchHit = SearchHitDto;
export type SearchAuthor = SearchHit['authors'][number];
export type FacetBucket = AggregationBucketDto;
export type FuzzyCorrection = FuzzyDto;

/** One searchable item: a report, a figure of a report, a webinar, a survey, a blog... */
export interface SearchDocument {
  contentId: string;
  /** research | figure | webinar | forum | survey | playbook | blog | podcast | tool (domain SEARCH_CONTENT_TYPES) */
  contentType: string;
  /** The report a figure belongs to; null for top-level content. */
  parentId: string | null;
  title: string;
  summary: string;
  /** Everything else worth matching: body text, topics, author names, chart labels. */
  body: string;
  /** YYYY-MM-DD */
  publishedDate: string;
  ipType: string | null;
  path: string;
  readTime: number | null;
  authors: SearchAuthor[];
  access: 'public' | 'restricted';
  facets: FacetFilters;
}

export interface SearchRequest {
  /** Free text; empty lists everything that passes the filters. */
  query: string;
  /** null: every content type. */
  contentTypes: string[] | null;
  /** Values of one facet are OR-ed, facets are AND-ed. */
  filters: FacetFilters;
  /** Documents holding any of these facet values are left out of results and counts alike. */
  exclude?: FacetFilters;
  /** Inclusive YYYY-MM-DD bounds. */
  publishedFrom: string | null;
  publishedTo: string | null;
  includeRestricted: boolean;
  /** Restricted documents kept even when includeRestricted is false: what the caller bought. */
  readableRestricted?: readonly string[];
  sortType: 'relevance' | 'date';
  sortOrder: 'asc' | 'desc';
  /** 1-based. */
  page: number;
  size: number;
  /** Correct terms missing from the vocabulary to their most frequent one-edit neighbour. */
  fuzzy: boolean;
  /** Relevance boost for recent content: 0 none; 1 doubles the score of content published today. */
  recency?: number;
  /** YYYY-MM-DD the recency boost counts from (default: today, UTC). */
  today?: string;
}

export interface SearchResult {
  hits: SearchHit[];
  total: number;
  aggregations: Partial<Record<FacetName, FacetBucket[]>>;
  fuzzy: FuzzyCorrection | null;
}

export interface SearchIndex {
  /** Adds documents, replacing any with the same contentId. */
  index(documents: Iterable<SearchDocument>): Promise<void>;
  /** Removes these documents and their children (a report's figures). */
  remove(contentIds: readonly string[]): Promise<void>;
  search(request: SearchRequest): Promise<SearchResult>;
  /** Up to `size` words or two-word phrases from titles that start with `prefix`, most frequent first. */
  suggest(prefix: string, size: number): Promise<string[]>;
  count(): Promise<number>;
  close(): Promise<void>;
}
