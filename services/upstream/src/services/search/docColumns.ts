// What filters, facet counts and date ordering need of every document, held in memory as typed
// arrays and bit sets (a few megabytes at 100,000 documents): content type, access, publication
// day and one bit set per facet value. SQLite keeps the text and display fields; this is derived
// from its tables when an index opens and kept in step by index() and remove().
import type { FacetName, ListingFacetName } from '@portal/domain';
import { FACET_NAMES, LISTING_FACET_NAMES } from '@portal/domain';

type IndexFacetName = FacetName | ListingFacetName;
const INDEX_FACET_NAMES: readonly IndexFacetName[] = [...FACET_NAMES, ...LISTING_FACET_NAMES];
import { and, clearBit, count, countAnd, createBitset, hasBit, orInto, setBit, widen, type Bitset } from './bitset.js';
import type { FacetBucket, FacetFilters } from './searchIndex.js';

const DAY_MS = 86_400_000;
export const dayOf = (isoDate: string) => Math.floor(Date.parse(`${isoDate}T00:00:00Z`) / DAY_MS);

export interface ColumnDoc {
  id: number;
  contentType: string;
  restricted: boolean;
  publishedDate: string;
  facets: FacetFilters;
}

export interface BaseFilter {
  contentTypes: string[] | null;
  includeRestricted: boolean;
  /** Internal ids of restricted documents kept anyway (the caller bought them). */
  readableRestrictedIds?: readonly number[];
  publishedFrom: string | null;
  publishedTo: string | null;
  /** Facet values whose documents are left out (a feature switched off). */
  exclude?: FacetFilters;
}

export class DocColumns {
  private capacity = 1024;
  private alive: Bitset = createBitset(this.capacity);
  private restricted: Bitset = createBitset(this.capacity);
  private day = new Int32Array(this.capacity);
  private readonly types = new Map<string, Bitset>();
  private readonly facets = new Map<IndexFacetName, Map<string, Bitset>>(INDEX_FACET_NAMES.map((name) => [name, new Map()]));
  /** Ids by (day, id) ascending; rebuilt on demand after changes. */
  private dateOrder: Int32Array | null = null;

  get width(): number {
    return this.alive.length;
  }

  private grow(id: number): void {
    if (id < this.capacity) return;
    while (this.capacity <= id) this.capacity *= 2;
    const words = Math.ceil(this.capacity / 32);
    this.alive = widen(this.alive, words);
    this.restricted = widen(this.restricted, words);
    const day = new Int32Array(this.capacity);
    day.set(this.day);
    this.day = day;
  }

  private setIn<K>(map: Map<K, Bitset>, key: K, id: number): void {
    let set = map.get(key);
    if (!set) map.set(key, (set = createBitset(this.capacity)));
    else if (set.length * 32 <= id) map.set(key, (set = widen(set, Math.ceil(this.capacity / 32))));
    setBit(set, id);
  }

  add(doc: ColumnDoc): void {
    this.grow(doc.id);
    setBit(this.alive, doc.id);
    if (doc.restricted) setBit(this.restricted, doc.id);
    else clearBit(this.restricted, doc.id);
    this.day[doc.id] = dayOf(doc.publishedDate);
    this.setIn(this.types, doc.contentType, doc.id);
    for (const [facet, values] of Object.entries(doc.facets) as [IndexFacetName, string[] | undefined][]) {
      const byValue = this.facets.get(facet);
      if (!byValue) continue;
      for (const value of values ?? []) this.setIn(byValue, value, doc.id);
    }
    this.dateOrder = null;
  }

  addFacet(id: number, facet: string, value: string): void {
    const byValue = this.facets.get(facet as IndexFacetName);
    if (byValue) this.setIn(byValue, value, id);
  }

  remove(id: number): void {
    clearBit(this.alive, id);
    clearBit(this.restricted, id);
    for (const set of this.types.values()) clearBit(set, id);
    for (const byValue of this.facets.values()) {
      for (const [value, set] of byValue) {
        clearBit(set, id);
        if (count(set) === 0) byValue.delete(value);
      }
    }
    this.dateOrder = null;
  }

  /** Documents passing type, access and date: the set a text match is intersected with. */
  base(filter: BaseFilter): Bitset {
    let set: Bitset;
    if (filter.contentTypes === null) set = this.alive.slice();
    else {
      set = createBitset(this.capacity);
      for (const type of filter.contentTypes) {
        const ofType = this.types.get(type);
        if (ofType) orInto(set, ofType);
      }
    }
    if (!filter.includeRestricted) {
      const kept = filter.readableRestrictedIds ?? [];
      const dropped = kept.length === 0 ? this.restricted : this.restricted.slice();
      for (const id of kept) clearBit(dropped, id);
      for (let i = 0; i < set.length; i++) set[i] &= ~(dropped[i] ?? 0);
    }
    for (const [facet, values] of Object.entries(filter.exclude ?? {})) {
      for (const value of values ?? []) {
        const holding = this.facets.get(facet as IndexFacetName)?.get(value);
        if (holding) for (let i = 0; i < set.length; i++) set[i] &= ~(holding[i] ?? 0);
      }
    }
    if (filter.publishedFrom !== null || filter.publishedTo !== null) {
      const from = filter.publishedFrom === null ? -Infinity : dayOf(filter.publishedFrom);
      const to = filter.publishedTo === null ? Infinity : dayOf(filter.publishedTo);
      for (let w = 0; w < set.length; w++) {
        let bits = set[w];
        while (bits !== 0) {
          const low = bits & -bits;
          const id = w * 32 + (31 - Math.clz32(low));
          const day = this.day[id];
          if (day < from || day > to) set[w] &= ~low;
          bits ^= low;
        }
      }
    }
    return set;
  }

  /** Documents passing every facet filter: values OR-ed within a facet, facets AND-ed; null when none. */
  filterSet(filters: FacetFilters, except?: FacetName): Bitset | null {
    let result: Bitset | null = null;
    for (const name of INDEX_FACET_NAMES) {
      const values = filters[name];
      if (name === except || !values || values.length === 0) continue;
      const either = createBitset(this.capacity);
      for (const value of values) {
        const set = this.facets.get(name)!.get(value);
        if (set) orInto(either, set);
      }
      result = result === null ? either : and(result, either);
    }
    return result;
  }

  /** Buckets of one facet over `set`, most frequent first, empty buckets left out. */
  buckets(facet: FacetName, set: Bitset): FacetBucket[] {
    const buckets: FacetBucket[] = [];
    for (const [key, values] of this.facets.get(facet)!) {
      const n = countAnd(set, values);
      if (n > 0) buckets.push({ key, count: n });
    }
    return buckets.sort((a, b) => b.count - a.count || a.key.localeCompare(b.key));
  }

  dayOf(id: number): number {
    return this.day[id];
  }

  /** Up to `limit` ids of `set` after skipping `offset`, by day (asc or desc), ties by id ascending. */
  pageByDate(set: Bitset, direction: 'asc' | 'desc', offset: number, limit: number): number[] {
    const order = this.sortedByDate();
    const page: number[] = [];
    let skipped = 0;
    const take = (id: number) => {
      if (!hasBit(set, id)) return false;
      if (skipped < offset) skipped++;
      else page.push(id);
      return page.length >= limit;
    };
    if (direction === 'asc') {
      for (let i = 0; i < order.length; i++) if (take(order[i])) break;
      return page;
    }
    // Newest day first, but ids ascending within a day.
    let end = order.length;
    while (end > 0) {
      let start = end - 1;
      const day = this.day[order[start]];
      while (start > 0 && this.day[order[start - 1]] === day) start--;
      for (let i = start; i < end; i++) if (take(order[i])) return page;
      end = start;
    }
    return page;
  }

  private sortedByDate(): Int32Array {
    if (this.dateOrder) return this.dateOrder;
    const ids: number[] = [];
    for (let id = 0; id < this.capacity; id++) if (hasBit(this.alive, id)) ids.push(id);
    const order = Int32Array.from(ids);
    order.sort((a, b) => this.day[a] - this.day[b] || a - b);
    this.dateOrder = order;
    return order;
  }
}
