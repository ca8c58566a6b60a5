// The filter panel (a complementary landmark named 'Filters'): one group of checkboxes per facet,
// each with its count. Ticking a box changes the URL; the route's loader searches again.
import { ipTypeDefinition, type SearchQuery } from '@portal/domain';
import { definitionButtonLabel } from '../../components/ResearchTypeLabel';
import { FilterPanel } from '../../components/FilterPanel';
import { graphql, getFragmentData, type FragmentType } from '../../gql';
import { FACET_LABELS } from './facetLabels';
import { facetGroups } from './facetGroups';
import { clearFiltersHref, hasFilters, toggleFacetHref } from './searchUrl';

export const FacetFiltersFragment = graphql(`
  fragment FacetFilters_results on SearchResults {
    aggregations {
      name
      buckets {
        key
        count
      }
    }
  }
`);

function researchTypeDefinition(ipType: string) {
  const text = ipTypeDefinition(ipType);
  return text ? { label: definitionButtonLabel(ipType), text } : null;
}

export function FacetFilters(props: { results: FragmentType<typeof FacetFiltersFragment>; query: SearchQuery }) {
  const { aggregations } = getFragmentData(FacetFiltersFragment, props.results);
  const { query } = props;
  // The research types carry their definitions (spec 3 §3), so a reader knows what a Wave is before ticking it.
  const groups = facetGroups(aggregations, query.filters).map((group) => ({
    ...group,
    label: FACET_LABELS[group.name],
    options: group.name === 'ipType' ? group.options.map((option) => ({ ...option, definition: researchTypeDefinition(option.value) })) : group.options,
  }));
  return (
    <FilterPanel
      groups={groups}
      toggleHref={(name, value) => toggleFacetHref(query, name, value)}
      clearHref={clearFiltersHref(query)}
      hasFilters={hasFilters(query)}
      emptyText="No filters for these results."
    />
  );
}
