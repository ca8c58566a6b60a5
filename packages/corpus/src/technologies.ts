// The technology catalogue (spec 3 §3 "Technology item", §4): the markets that Waves and
// Landscapes evaluate, as categories, and the technologies within them. A fixed taxonomy, the same
// for every corpus size (over 300 items, so the listing's 'Over 300 results' caption shows), with
// badges and flags drawn from the seed.
import type { TechnologyDto } from '@portal/contracts';
import { slugify, technologyPath } from '@portal/domain';
import { Rng } from './random.js';
import { titleCase } from './text.js';
import { FUNCTION_VOCABULARY } from './vocabulary/functions.js';

export const TECHNOLOGY_NUMBER_BASE = 100000;

/** How a topic becomes a technology name, and what that technology does. */
const PATTERNS: { name: (topic: string) => string; does: (topic: string, audience: string) => string }[] = [
  { name: (t) => `${t} Platforms`, does: (t, a) => `Software platforms that run ${t} programs end to end, giving ${a} one place to plan, execute and measure them.` },
  { name: (t) => `${t} Analytics`, does: (t, a) => `Analytics that turn ${t} data into insight, so ${a} can see what works and what to change.` },
  { name: (t) => `AI For ${t}`, does: (t, a) => `Machine learning and generative AI applied to ${t}, automating routine decisions and suggesting next steps to ${a}.` },
  { name: (t) => `${t} Automation`, does: (t, a) => `Tools that automate the repetitive work of ${t}, freeing ${a} for the decisions that need judgement.` },
];

/** A technology and its place in the catalogue, before the seed decides badges and flags. */
interface Slot {
  title: string;
  type: 'Technology' | 'Category';
  definition: string | null;
  category: string;
  functionSlug: string;
  audience: string;
}

function categoryDefinition(market: string, audience: string): string {
  return `${market}: the vendors and services that ${audience} evaluate to choose, deploy and scale capabilities in this market.`;
}

// The catalogue order: per function, each market (category) followed by its technologies; the
// first function that names a market owns it. Technology titles are unique.
const SLOTS: Slot[] = (() => {
  const slots: Slot[] = [];
  const titles = new Set<string>();
  for (const fn of FUNCTION_VOCABULARY) {
    const markets = fn.markets.filter((market) => !titles.has(market));
    for (const market of markets) {
      titles.add(market);
      slots.push({ title: market, type: 'Category', definition: null, category: market, functionSlug: fn.slug, audience: fn.audience });
    }
    if (markets.length === 0) continue;
    // Each topic gives two or three technologies, spread over the function's markets in turn.
    fn.topics.forEach((topic, t) => {
      const name = titleCase(topic);
      const patterns = t % 2 === 0 ? [0, 1, 2] : [1, 3];
      patterns.forEach((p, k) => {
        const title = PATTERNS[p].name(name);
        if (titles.has(title)) return;
        titles.add(title);
        const category = markets[(t + k) % markets.length];
        slots.push({ title, type: 'Technology', definition: PATTERNS[p].does(topic, fn.audience), category, functionSlug: fn.slug, audience: fn.audience });
      });
    });
  }
  return slots;
})();

/** Quarters a Wave or Landscape may carry: Q1 2023 .. Q3 2026. */
const QUARTERS = Array.from({ length: 15 }, (_, i) => ({ year: 2023 + Math.floor(i / 4), quarter: (i % 4) + 1 }));

function quarterDate(rng: Rng, q: { year: number; quarter: number }): string {
  const month = (q.quarter - 1) * 3 + rng.int(0, 2);
  const day = rng.int(1, 28);
  return new Date(Date.UTC(q.year, month, day)).toISOString().slice(0, 10);
}

export function technologyId(index: number): string {
  return `TEC${TECHNOLOGY_NUMBER_BASE + index}`;
}

export function technologyCount(): number {
  return SLOTS.length;
}

/** Every technology and category of the catalogue, in catalogue order. */
export function technologies(seed: number): TechnologyDto[] {
  const idOfTitle = new Map(SLOTS.map((slot, i) => [slot.title, technologyId(i)]));
  // Categories decide the badges; their technologies share them (a Wave evaluates a market).
  const badges = new Map<string, { wave: TechnologyDto['latestWave']; landscape: TechnologyDto['latestLandscape'] }>();
  SLOTS.forEach((slot, i) => {
    if (slot.type !== 'Category') return;
    const rng = new Rng(seed, 'technology', i);
    const wave = rng.chance(0.7) ? rng.pick(QUARTERS) : null;
    const landscape = rng.chance(0.75) ? rng.pick(QUARTERS) : null;
    badges.set(slot.title, {
      wave: wave && { quarterBadgeDetail: `Q${wave.quarter} ${wave.year}`, publishedDate: quarterDate(rng, wave) },
      landscape: landscape && { quarter: `Q${landscape.quarter} ${landscape.year}`, publishedDate: quarterDate(rng, landscape) },
    });
  });
  const members = new Map<string, string[]>();
  for (const slot of SLOTS) {
    if (slot.type === 'Technology') members.set(slot.category, [...(members.get(slot.category) ?? []), idOfTitle.get(slot.title)!]);
  }
  return SLOTS.map((slot, i): TechnologyDto => {
    const rng = new Rng(seed, 'technology', i);
    rng.float(); // keep categories' first draws apart from their badge draws
    const contentId = technologyId(i);
    const slug = slugify(slot.title);
    const badge = badges.get(slot.category)!;
    // A technology is not always covered by its market's latest research yet.
    const covered = slot.type === 'Category' || rng.chance(0.8);
    const latestWave = covered ? badge.wave : null;
    const latestLandscape = covered ? badge.landscape : null;
    const dates = [latestWave?.publishedDate, latestLandscape?.publishedDate].filter((d): d is string => d !== undefined);
    const publishedDate = dates.length > 0 ? dates.sort().at(-1)! : quarterDate(rng, rng.pick(QUARTERS));
    const categoryId = idOfTitle.get(slot.category)!;
    const related = slot.type === 'Category' ? (members.get(slot.title) ?? []) : (members.get(slot.category) ?? []).filter((id) => id !== contentId);
    return {
      contentId,
      taxonomyTopicId: String(7000 + i),
      title: slot.title,
      slug,
      path: technologyPath(slot.type, slug, contentId),
      technologyType: slot.type,
      technologyDefinition: slot.definition,
      categoryDefinition: categoryDefinition(slot.category, slot.audience),
      categoryId,
      categoryTitle: slot.category,
      functionSlug: slot.functionSlug,
      // New technologies with no Wave yet are the emerging ones, and a few covered ones too.
      emergingTechnology: slot.type === 'Technology' && (latestWave === null ? rng.chance(0.6) : rng.chance(0.1)),
      latestWave,
      latestLandscape,
      publishedDate,
      relatedTechnologyIds: related,
    };
  });
}
