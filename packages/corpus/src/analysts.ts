// The analyst roster: BIO{10000 + i}, each with a home function whose topics they cover.
import { slugify } from '@portal/domain';
import { LRUCache } from 'lru-cache';
import { analystImagePath } from './imagePaths.js';
import { Rng } from './random.js';
import { FUNCTION_VOCABULARY } from './vocabulary/functions.js';
import { ANALYST_TITLES, DEGREES, FIRST_NAMES, LAST_NAMES, PRIOR_ROLES, UNIVERSITIES } from './vocabulary/people.js';
import type { AnalystDto } from '@portal/contracts';

export const ANALYST_COUNT = 180;
export const ANALYST_NUMBER_BASE = 10000;

export function analystId(index: number): string {
  return `BIO${ANALYST_NUMBER_BASE + index}`;
}

/** The roster with what report generation needs to choose authors. */
export interface Roster {
  analysts: AnalystDto[];
  /** Home function slug of each analyst, by index. */
  functionOf: string[];
  activeIds: string[];
  inactiveIds: string[];
  activeIdsByFunction: Map<string, string[]>;
}

function buildRoster(seed: number): Roster {
  // Full names are drawn from one stream so that no two analysts share a name.
  const nameRng = new Rng(seed, 'roster', 0);
  const usedNames = new Set<string>();
  const analysts: AnalystDto[] = [];
  const functionOf: string[] = [];
  for (let i = 0; i < ANALYST_COUNT; i++) {
    let firstName: string;
    let lastName: string;
    do {
      firstName = nameRng.pick(FIRST_NAMES);
      lastName = nameRng.pick(LAST_NAMES);
    } while (usedNames.has(`${firstName} ${lastName}`));
    usedNames.add(`${firstName} ${lastName}`);

    const rng = new Rng(seed, 'analyst', i);
    // Analysts are spread evenly across functions so every function has authors.
    const fn = FUNCTION_VOCABULARY[i % FUNCTION_VOCABULARY.length];
    const title = rng.weighted(ANALYST_TITLES);
    const topics = rng.sample(fn.topics, rng.int(2, 4));
    // A fixed share plus a random one, so every seed has inactive and internal-only analysts.
    const active = i % 20 !== 13 && !rng.chance(0.04);
    // Someone who has left is no longer presented externally either.
    const externallyActive = active && i % 15 !== 4 && !rng.chance(0.05);
    const contentId = analystId(i);
    const fullName = `${firstName} ${lastName}`;
    analysts.push({
      analystId: contentId,
      contentId,
      slug: slugify(fullName),
      firstName,
      lastName,
      fullName,
      title,
      image: rng.chance(0.94) ? analystImagePath(contentId) : null,
      active,
      externallyActive,
      bio: analystBio(rng, firstName, fullName, title, fn.audience, topics),
      topics,
    });
    functionOf.push(fn.slug);
  }
  const activeIds = analysts.filter((a) => a.active).map((a) => a.contentId);
  const inactiveIds = analysts.filter((a) => !a.active).map((a) => a.contentId);
  const activeIdsByFunction = new Map<string, string[]>();
  analysts.forEach((a, i) => {
    if (!a.active) return;
    const list = activeIdsByFunction.get(functionOf[i]) ?? [];
    list.push(a.contentId);
    activeIdsByFunction.set(functionOf[i], list);
  });
  return { analysts, functionOf, activeIds, inactiveIds, activeIdsByFunction };
}

function listOf(items: string[]): string {
  return items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

function analystBio(rng: Rng, firstName: string, fullName: string, title: string, audience: string, topics: string[]): string {
  const years = rng.int(4, 22);
  return [
    `${fullName} is a ${title} at Meridian Research serving ${audience}.`,
    `${firstName}'s research covers ${listOf(topics)}, helping clients turn market change into decisions they can defend.`,
    `Before joining Meridian, ${firstName} spent ${years} years ${rng.pick(PRIOR_ROLES)}.`,
    `${firstName} holds ${rng.pick(DEGREES)} from ${rng.pick(UNIVERSITIES)} and speaks regularly at industry events.`,
  ].join(' ');
}

// The roster is small (180 entries) and read for every report, so it is built once per seed.
// Only a few seeds are ever live at once; the least recently used is dropped beyond that.
const rosters = new LRUCache<number, Roster>({ max: 4 });

export function roster(seed: number): Roster {
  let cached = rosters.get(seed);
  if (!cached) {
    cached = buildRoster(seed);
    rosters.set(seed, cached);
  }
  return cached;
}

/** At least 150 analysts (180); some inactive, some not externally active. Copies: safe to mutate. */
export function analysts(seed: number): AnalystDto[] {
  return structuredClone(roster(seed).analysts);
}
