// The search facets of one report. They come from their own random stream, so adding them left
// every other generated value (titles, bodies, charts) exactly as it was.
import { Rng } from './random.js';
import {
  ENTERPRISE_PRIORITIES, FACET_GEOGRAPHIES, FACET_INDUSTRIES, FUNCTION_SERVICE, GLOBAL_GEOGRAPHY, IP_TYPE_PHASE,
  PHASES, SERVICES, type Phase, type ServiceSlug,
} from './vocabulary/facets.js';

export interface ReportFacets {
  industries: string[];
  geographies: string[];
  /** The report's topics, under the facet's name. */
  businessTopics: string[];
  enterprisePriorities: string[];
  services: ServiceSlug[];
  phase: Phase;
}

export interface FacetSubject {
  functionSlug: string;
  ipType: string;
  topics: string[];
}

export function reportFacets(seed: number, index: number, subject: FacetSubject): ReportFacets {
  return drawFacets(new Rng(seed, 'facets', index), subject);
}

/** The facet draws themselves; other content types take them from their own item's generator. */
export function drawFacets(rng: Rng, subject: FacetSubject): ReportFacets {
  const industries = rng.sample(FACET_INDUSTRIES, rng.weighted([[1, 5], [2, 3], [3, 2]] as const));
  // Four in ten reports look at the world as a whole rather than at regions.
  const geographies = rng.chance(0.4) ? [GLOBAL_GEOGRAPHY] : rng.sample(FACET_GEOGRAPHIES, rng.int(1, 2));
  const enterprisePriorities = rng.sample(ENTERPRISE_PRIORITIES, rng.int(1, 2));
  const primary = FUNCTION_SERVICE[subject.functionSlug] ?? 'technology';
  const services: ServiceSlug[] = [primary];
  // Some research speaks to a second market too (a CX report read by technology leaders).
  if (rng.chance(0.15)) services.push(rng.pick(SERVICES.filter((s) => s !== primary)));
  const phase = rng.chance(0.75) ? (IP_TYPE_PHASE[subject.ipType] ?? rng.pick(PHASES)) : rng.pick(PHASES);
  return {
    industries,
    geographies,
    businessTopics: [...subject.topics],
    enterprisePriorities,
    services,
    phase,
  };
}
