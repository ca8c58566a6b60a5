// Functions and their top priorities (spec 1 §1): the twelve functions, 6 to 8 priorities each,
// PRI ids numbered across all functions, paths /functional-priority/{function slug}/PRI{n}.
import { FUNCTION_VOCABULARY } from './vocabulary/functions.js';

export interface Priority {
  id: string;
  label: string;
  description: string;
  path: string;
  functionSlug: string;
}

export interface FunctionArea {
  slug: string;
  name: string;
  priorities: Priority[];
}

// The taxonomy is the spec's fixed list, so it is the same for every seed: priority ids and
// paths stay stable when only the generated reports change. The seed parameter keeps the
// corpus API uniform.
const AREAS: FunctionArea[] = (() => {
  let n = 0;
  return FUNCTION_VOCABULARY.map((fn) => ({
    slug: fn.slug,
    name: fn.name,
    priorities: fn.priorities.map((p) => {
      n += 1;
      return { id: `PRI${n}`, label: p.label, description: p.description, path: `/functional-priority/${fn.slug}/PRI${n}`, functionSlug: fn.slug };
    }),
  }));
})();

export function functionAreas(_seed: number): FunctionArea[] {
  return structuredClone(AREAS);
}

/** Internal, shared and read-only: the generator looks priorities up without cloning. */
export function functionAreasView(): readonly FunctionArea[] {
  return AREAS;
}
