// The technology catalogue's and the services' part of the request context: their REST clients
// and loaders, made per request like the rest.
import type { PriorityDto, TechnologyDto, TechnologyPageDto } from '@portal/contracts';
import { batchByIds, createLoader, type RequestContext, type RestTransport } from '@portal/graph-kit';
import { ServiceApi } from '../rest/service.api.js';
import { TechnologyApi } from '../rest/technology.api.js';

export interface CatalogueContext {
  technologies: TechnologyApi;
  services: ServiceApi;
  technologyLoader: ReturnType<typeof createLoader<string, TechnologyDto | null>>;
  /** Technologies with their related research (cards asking for it). */
  technologyPageLoader: ReturnType<typeof createLoader<string, TechnologyPageDto | null>>;
  priorityLoader: ReturnType<typeof createLoader<string, PriorityDto | null>>;
}

export function createCatalogueContext(base: RequestContext, transport: RestTransport): CatalogueContext {
  const technologies = new TechnologyApi(transport, base);
  const services = new ServiceApi(transport, base);
  return {
    technologies,
    services,
    technologyLoader: createLoader(batchByIds<string, TechnologyDto>((ids) => technologies.getMany(ids), (item) => item.contentId)),
    technologyPageLoader: createLoader(batchByIds<string, TechnologyPageDto>((ids) => technologies.getManyWithRelatedResearch(ids), (item) => item.contentId)),
    priorityLoader: createLoader(batchByIds<string, PriorityDto>((ids) => services.getPriorities(ids), (item) => item.id)),
  };
}
