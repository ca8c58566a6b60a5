// The filter panel's groups: the engine's facets in the portal's order, each bucket marked when
// it is applied. An applied value the current results no longer count still shows (count 0), so
// it can be unticked.
import { FACET_NAMES, type FacetName, type SearchQuery } from '@portal/domain';

export interface FacetOption {
  value: string;
  count: number;
  checked: boolean;
}

export interface FacetGroup {
  name: FacetName;
  options: FacetOption[];
}

export interface FacetAggregation {
  name: string;
  buckets: readonly { key: string; count: number }[];
}

export function facetGroups(aggregations: readonly FacetAggregation[], filters: SearchQuery['filters']): FacetGroup[] {
  const byName = new Map(aggregations.map((facet) => [facet.name, facet.buckets]));
  const groups: FacetGroup[] = [];
  for (const name of FACET_NAMES) {
    const applied = filters[name] ?? [];
    const buckets = byName.get(name) ?? [];
    const options = buckets.map(({ key, count }) => ({ value: key, count, checked: applied.includes(key) }));
    for (const value of applied) {
      if (!buckets.some((bucket) => bucket.key === value)) options.push({ value, count: 0, checked: true });
    }
    if (options.length > 0) groups.push({ name, options });
  }
  return groups;
}
