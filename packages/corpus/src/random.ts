// Seeded randomness. Every generated item gets its own generator derived from (seed, stream,
// index), so any item can be produced alone in O(1): report 4,999 does not need reports 0..4,998.
import { uniformFloat64 } from 'pure-rand/distribution/uniformFloat64';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plusFromState } from 'pure-rand/generator/xoroshiro128plus';
import type { RandomGenerator } from 'pure-rand/types/RandomGenerator';

/** Named streams keep, say, analyst 3 and report 3 independent of each other. */
export const STREAMS = {
  analyst: 1, report: 2, banner: 3, roster: 4, facets: 5,
  webinar: 6, survey: 7, playbook: 8, blog: 9, podcast: 10, tool: 11,
  // Far from the others' numbers, so streams added meanwhile by other slices never collide.
  technology: 40,
  planningGuide: 50, prediction: 51,
  surveyDashboard: 60,
} as const;
export type Stream = keyof typeof STREAMS;

// murmur3's 32-bit finaliser: spreads every input bit over the whole word.
function fmix32(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h | 0;
}

function hashKey(seed: number, stream: number, index: number): number {
  const seedLow = seed >>> 0;
  const seedHigh = Math.floor(seed / 2 ** 32) >>> 0;
  let h = fmix32(seedLow ^ 0x9e3779b9);
  h = fmix32(h ^ seedHigh);
  h = fmix32(h ^ Math.imul(stream, 0x27d4eb2f));
  return fmix32(h ^ Math.imul(index >>> 0, 0x165667b1));
}

export class Rng {
  private readonly gen: RandomGenerator;

  constructor(seed: number, stream: Stream, index: number) {
    const key = hashKey(seed, STREAMS[stream], index);
    // Four distinct non-zero state words; xoroshiro must not start from an all-zero state.
    const state = [1, 2, 3, 4].map((k) => fmix32(key + Math.imul(k, 0x9e3779b9)) || k);
    this.gen = xoroshiro128plusFromState(state);
  }

  /** An integer in [min, max], both included. */
  int(min: number, max: number): number {
    return uniformInt(this.gen, min, max);
  }

  /** A float in [0, 1). */
  float(): number {
    return uniformFloat64(this.gen);
  }

  chance(probability: number): boolean {
    return this.float() < probability;
  }

  pick<T>(items: readonly T[]): T {
    return items[this.int(0, items.length - 1)];
  }

  weighted<T>(items: readonly (readonly [T, number])[]): T {
    const total = items.reduce((sum, [, w]) => sum + w, 0);
    let roll = this.float() * total;
    for (const [item, weight] of items) {
      roll -= weight;
      if (roll < 0) return item;
    }
    return items[items.length - 1][0];
  }

  /** `count` distinct items in random order (all of them when count >= length). */
  sample<T>(items: readonly T[], count: number): T[] {
    const pool = [...items];
    const n = Math.min(count, pool.length);
    for (let i = 0; i < n; i++) {
      const j = this.int(i, pool.length - 1);
      [pool[i], pool[j]] = [pool[j], pool[i]];
    }
    return pool.slice(0, n);
  }
}
