// Who wrote a report: mostly active analysts of the report's function, sometimes a colleague
// from elsewhere, rarely someone who has since left (so inactive authors occur naturally).
import type { Roster } from './analysts.js';
import type { Rng } from './random.js';
import type { ResearchDto } from '@portal/contracts';

function pickAuthor(rng: Rng, roster: Roster, functionSlug: string, taken: Set<string>): string {
  for (;;) {
    const roll = rng.float();
    const sameFunction = roster.activeIdsByFunction.get(functionSlug) ?? roster.activeIds;
    const pool = roll < 0.7 ? sameFunction : roll < 0.97 ? roster.activeIds : roster.analysts.map((a) => a.contentId);
    const id = rng.pick(pool);
    if (!taken.has(id)) {
      taken.add(id);
      return id;
    }
  }
}

export function pickAuthors(rng: Rng, roster: Roster, functionSlug: string, count: number, taken = new Set<string>()): string[] {
  return Array.from({ length: count }, () => pickAuthor(rng, roster, functionSlug, taken));
}

export function pickPeople(rng: Rng, roster: Roster, functionSlug: string): Pick<ResearchDto, 'authors' | 'contributors'> {
  const taken = new Set<string>();
  const authorCount = rng.weighted([[1, 4], [2, 4], [3, 2], [4, 1]] as const);
  const contributorCount = rng.weighted([[0, 4], [1, 3], [2, 2], [3, 1]] as const);
  const authors = pickAuthors(rng, roster, functionSlug, authorCount, taken).map((contentId) => ({ contentId }));
  const contributors = pickAuthors(rng, roster, functionSlug, contributorCount, taken)
    .map((contentId) => ({ contentId, hasFollowButton: rng.chance(0.7) }));
  return { authors, contributors };
}
