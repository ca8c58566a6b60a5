// The catalogue's state in its URL (/insights/technology-landscapes-and-waves?query=&sort=&ipType=&emerging=),
// so a search can be shared and survives a reload. Invalid values are dropped, never an error.
import { TECHNOLOGY_IP_TYPES, defaultTechnologySort, isTechnologySortId, type TechnologyIpType, type TechnologySortId } from '@portal/domain';

export interface CatalogueState {
  /** Trimmed keyword. */
  query: string;
  /** The sort the visitor chose; null follows the keyword (spec 3 §5). */
  sort: TechnologySortId | null;
  ipTypes: TechnologyIpType[];
  emergingOnly: boolean;
}

export const EMPTY_CATALOGUE_STATE: CatalogueState = { query: '', sort: null, ipTypes: [], emergingOnly: false };

export function catalogueStateOf(params: URLSearchParams): CatalogueState {
  const sort = params.get('sort');
  const ipTypes = (params.get('ipType') ?? '')
    .split(',')
    .map((part) => part.trim().toLowerCase())
    .filter((part): part is TechnologyIpType => (TECHNOLOGY_IP_TYPES as readonly string[]).includes(part));
  return {
    query: (params.get('query') ?? '').trim(),
    sort: isTechnologySortId(sort) ? sort : null,
    ipTypes: TECHNOLOGY_IP_TYPES.filter((type) => ipTypes.includes(type)),
    emergingOnly: params.get('emerging') === 'true',
  };
}

/** The URL form, defaults left out. */
export function catalogueSearchParams(state: CatalogueState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.query) params.set('query', state.query);
  if (state.sort) params.set('sort', state.sort);
  if (state.ipTypes.length > 0) params.set('ipType', state.ipTypes.join(','));
  if (state.emergingOnly) params.set('emerging', 'true');
  return params;
}

/** The sort shown and asked for: the chosen one, else relevance with a keyword, else publish date. */
export function effectiveSort(state: CatalogueState): TechnologySortId {
  return state.sort ?? defaultTechnologySort(state.query);
}

export function catalogueInput(state: CatalogueState, page = 1) {
  return { query: state.query, sort: effectiveSort(state), ipTypes: state.ipTypes, emergingOnly: state.emergingOnly, page };
}
