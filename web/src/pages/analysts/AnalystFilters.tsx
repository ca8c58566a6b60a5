// The directory's filter panel (a complementary landmark named 'Filters'): industry, region and
// topic, each value with its count. Ticking a box changes the URL; the route's loader asks again.
import { ANALYST_FILTER_NAMES, type AnalystFilterName } from '@portal/domain';
import { FilterPanel } from '../../components/FilterPanel';
import { graphql, getFragmentData, type FragmentType } from '../../gql';
import { clearFiltersHref, hasFilters, toggleFilterHref, type AnalystsQuery } from './analystsUrl';

export const AnalystFiltersFragment = graphql(`
  fragment AnalystFilters_results on AnalystSearchResults {
    aggregations {
      name
      buckets {
        key
        count
      }
    }
  }
`);

export const ANALYST_FILTER_LABELS: Record<AnalystFilterName, string> = {
  industry: 'Industry',
  region: 'Region',
  topic: 'Topic',
};

export function AnalystFilters(props: { results: FragmentType<typeof AnalystFiltersFragment>; query: AnalystsQuery }) {
  const { aggregations } = getFragmentData(AnalystFiltersFragment, props.results);
  const { query } = props;
  const groups = ANALYST_FILTER_NAMES.map((name) => ({
    name,
    label: ANALYST_FILTER_LABELS[name],
    options: (aggregations.find((facet) => facet.name === name)?.buckets ?? []).map((bucket) => ({
      value: bucket.key,
      count: bucket.count,
      checked: query.filters[name].includes(bucket.key),
    })),
  })).filter((group) => group.options.length > 0);
  return (
    <FilterPanel
      groups={groups}
      toggleHref={(name, value) => toggleFilterHref(query, name, value)}
      clearHref={clearFiltersHref(query)}
      hasFilters={hasFilters(query)}
      emptyText="No filters for these analysts."
    />
  );
}
