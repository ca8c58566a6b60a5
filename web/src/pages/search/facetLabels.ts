import type { FacetName } from '@portal/domain';

// The facet groups' names as the filter panel shows them.
export const FACET_LABELS: Record<FacetName, string> = {
  industry: 'Industry',
  geography: 'Geography',
  ipType: 'Research type',
  businessTopics: 'Business topics',
  enterprisePriorities: 'Enterprise priorities',
  function: 'Function',
  service: 'Service',
  priority: 'Priority',
  phase: 'Phase',
};
