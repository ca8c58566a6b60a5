// What any non-report content item is about: a function, some of its priorities and topics, and
// the same search facets reports carry, all drawn from the item's own generator.
import { drawFacets, type ReportFacets } from '../facets.js';
import { functionAreasView } from '../functions.js';
import type { Rng } from '../random.js';
import { FUNCTION_VOCABULARY, type FunctionVocabulary } from '../vocabulary/functions.js';

export interface ContentSubject {
  fn: FunctionVocabulary;
  priorityIds: string[];
  /** Labels of the priorities. */
  priorities: string[];
  topics: string[];
  market: string;
}

export function drawSubject(rng: Rng): ContentSubject {
  const functionIndex = rng.int(0, FUNCTION_VOCABULARY.length - 1);
  const fn = FUNCTION_VOCABULARY[functionIndex];
  const picked = rng.sample(functionAreasView()[functionIndex].priorities, rng.int(1, 2));
  return {
    fn,
    priorityIds: picked.map((p) => p.id),
    priorities: picked.map((p) => p.label),
    topics: rng.sample(fn.topics, rng.int(2, 3)),
    market: rng.pick(fn.markets),
  };
}

/** Facets like a report's; `ipType` only steers the phase (null: any phase). */
export function subjectFacets(rng: Rng, subject: ContentSubject, ipType: string | null): ReportFacets {
  return drawFacets(rng, { functionSlug: subject.fn.slug, ipType: ipType ?? '', topics: subject.topics });
}

const FIRST_DAY = Date.UTC(2019, 0, 1);
const LAST_DAY = Date.UTC(2026, 9, 31);
export const DAY_MS = 86_400_000;

/** A publication day in the same fixed window as reports. */
export function publishedDay(rng: Rng): string {
  return new Date(FIRST_DAY + rng.int(0, (LAST_DAY - FIRST_DAY) / DAY_MS) * DAY_MS).toISOString().slice(0, 10);
}

export function lowerFirst(text: string): string {
  return /^[A-Z]{2}/.test(text) ? text : text.charAt(0).toLowerCase() + text.slice(1);
}

/** 12000 -> '12,000', without depending on the process's locale data. */
export function withThousands(n: number): string {
  return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}
