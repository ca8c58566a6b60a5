// The search-service's JSON, as fixed in docs/contracts-search.md.

export interface SearchHitDto {
  contentId: string;
  contentType: string;
  title: string;
  summary: string;
  publishedDate: string;
  ipType: string | null;
  path: string;
  readTime: number | null;
  authors: { contentId: string; fullName: string }[];
  /** The report a figure belongs to; null for everything else. */
  parentId: string | null;
  score: number;
}

export interface AggregationBucketDto {
  key: string;
  count: number;
}

export interface FuzzyDto {
  value: string;
  message: string;
}

export interface SearchResponseDto {
  content: SearchHitDto[];
  page: number;
  size: number;
  totalElements: number;
  totalPages: number;
  last: boolean;
  aggregations: Record<string, AggregationBucketDto[]>;
  fuzzy: FuzzyDto | null;
}

/** Query parameters of POST /search-service/api/v1/search (all strings, as they go on the URL). */
export interface SearchParamsDto {
  query: string;
  type: string;
  accessOnly: string;
  page: string;
  size: string;
  sortType: string;
  sortOrder: string;
  isFuzzyNeeded: string;
  publishedSinceInDays?: string;
  publishedDateFrom?: string;
  publishedDateTo?: string;
}

export interface SearchBodyDto {
  filters?: {
    termFilters: Record<string, string[]>;
    /** Facet values whose documents the service leaves out (results and counts). */
    excludeTermFilters?: Record<string, string[]>;
  };
}

export interface AutocompleteResponseDto {
  suggestions: string[];
}
