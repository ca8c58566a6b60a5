// Who presents or writes a non-report item: active analysts, mostly of the item's function (an
// inactive analyst never hosts a webinar or signs a new blog post).
import { roster } from '../analysts.js';
import type { Rng } from '../random.js';

export function pickActiveAnalysts(rng: Rng, seed: number, functionSlug: string, count: number): string[] {
  const people = roster(seed);
  const sameFunction = people.activeIdsByFunction.get(functionSlug) ?? people.activeIds;
  const picked: string[] = [];
  while (picked.length < count) {
    const id = rng.pick(rng.chance(0.8) ? sameFunction : people.activeIds);
    if (!picked.includes(id)) picked.push(id);
  }
  return picked;
}

export function fullNameOf(seed: number, analystId: string): string {
  const people = roster(seed);
  return people.analysts.find((a) => a.contentId === analystId)?.fullName ?? analystId;
}

export function imageOf(seed: number, analystId: string): string | null {
  return roster(seed).analysts.find((a) => a.contentId === analystId)?.image ?? null;
}
