// How the personalised home chooses and orders its recommendations: pure functions of the
// reader's signals and the candidates the REST calls returned, so the rules are tested alone.
import type { ServiceListingItemDto } from '@portal/contracts';
import { homeReason, type HomeReasonValue } from './homeReason.js';

export interface Recommendation<T> {
  item: T;
  reason: HomeReasonValue;
}

export interface NamedAnalyst {
  id: string;
  fullName: string;
}

/** A top priority of a function (PRI…), by its label. */
export interface NamedPriority {
  id: string;
  label: string;
}

/** What the reader's home is made from: their follows, the functions they hold (and those functions' priorities) and their reading. */
export interface ReaderSignals {
  followedAnalysts: NamedAnalyst[];
  followedTopics: string[];
  /** Names of the functions the reader's subscription holds, e.g. 'B2B Marketing Executives'. */
  functions: string[];
  /** The top priorities of the functions the reader holds, the first of each function first. */
  priorities: NamedPriority[];
}

/**
 * Takes the personal lists in turns (one of each, then the next of each), so a page shows every
 * kind of signal before repeating one; then the fallback. An id appears once, `exclude` never.
 */
export function pickRecommendations<T>(
  personal: Recommendation<T>[][],
  fallback: Recommendation<T>[],
  idOf: (item: T) => string,
  size: number,
  exclude: ReadonlySet<string> = new Set(),
): Recommendation<T>[] {
  const picked: Recommendation<T>[] = [];
  const seen = new Set(exclude);
  const take = (candidate: Recommendation<T> | undefined) => {
    if (!candidate || picked.length >= size || seen.has(idOf(candidate.item))) return;
    seen.add(idOf(candidate.item));
    picked.push(candidate);
  };
  const longest = Math.max(0, ...personal.map((list) => list.length));
  for (let turn = 0; turn < longest; turn++) for (const list of personal) take(list[turn]);
  for (const candidate of fallback) take(candidate);
  return picked;
}

/** Takes the lists in turns (the first of each, then the second of each…), up to `size`. */
export function inTurns<T>(lists: T[][], size: number): T[] {
  const taken: T[] = [];
  const longest = Math.max(0, ...lists.map((list) => list.length));
  for (let turn = 0; turn < longest && taken.length < size; turn++) {
    for (const list of lists) if (turn < list.length && taken.length < size) taken.push(list[turn]);
  }
  return taken;
}

/** Research each signal's call found, in the order of the reader's signals (e.g. the followed analysts in the order followed). */
export interface FeaturedCandidates {
  byAnalyst: { analyst: NamedAnalyst; ids: string[] }[];
  byTopic: { topic: string; ids: string[] }[];
  byFunction: { fn: string; ids: string[] }[];
  byPriority: { priority: NamedPriority; ids: string[] }[];
  /** The newest research the reader may open, for what the signals leave empty. */
  latest: string[];
}

/**
 * The hero and the featured research: each signal's research in turns (followed analysts, followed
 * topics, held functions, then their priorities: from the most personal signal to the broadest),
 * then the newest; nothing the reader has already opened.
 */
export function rankFeatured(found: FeaturedCandidates, read: ReadonlySet<string>, size: number): Recommendation<{ id: string }>[] {
  const reasoned = (ids: string[], reason: HomeReasonValue) => ids.map((id) => ({ item: { id }, reason }));
  const personal = [
    ...found.byAnalyst.map(({ analyst, ids }) => reasoned(ids, homeReason.followedAnalyst(analyst.fullName))),
    ...found.byTopic.map(({ topic, ids }) => reasoned(ids, homeReason.followedTopic(topic))),
    ...found.byFunction.map(({ fn, ids }) => reasoned(ids, homeReason.yourFunction(fn))),
    ...found.byPriority.map(({ priority, ids }) => reasoned(ids, homeReason.yourPriority(priority.label))),
  ];
  return pickRecommendations(personal, reasoned(found.latest, homeReason.latest('Latest research')), (item) => item.id, size, read);
}

export interface EventCandidate {
  id: string;
  hostAnalysts: { contentId: string; fullName: string }[];
  topics: string[];
}

/** Why an upcoming webinar or peer discussion suits the reader, or null when nothing of theirs points at it. */
export function eventReason(event: EventCandidate, signals: ReaderSignals): HomeReasonValue | null {
  const host = event.hostAnalysts.find((analyst) => signals.followedAnalysts.some((followed) => followed.id === analyst.contentId));
  if (host) return homeReason.followedAnalyst(host.fullName);
  const topic = signals.followedTopics.find((followed) => event.topics.some((t) => t.toLowerCase() === followed.toLowerCase()));
  if (topic) return homeReason.followedTopic(topic);
  const fn = signals.functions.find((name) => event.topics.some((t) => t.toLowerCase() === name.toLowerCase()));
  return fn ? homeReason.yourFunction(fn) : null;
}

/** Events the reader's signals point at first (soonest first within each), then the soonest others. */
export function rankEvents<T extends EventCandidate>(events: T[], signals: ReaderSignals, size: number, fallbackText: string): Recommendation<T>[] {
  const reasoned = events.map((item) => ({ item, reason: eventReason(item, signals) }));
  const personal = reasoned.filter((r): r is Recommendation<T> => r.reason !== null);
  const others = reasoned.filter((r) => r.reason === null).map((r) => ({ item: r.item, reason: homeReason.latest(fallbackText) }));
  return pickRecommendations([personal], others, (item) => item.id, size);
}

/**
 * Research services: the ones the reader's subscription holds, then other functions of the same
 * category as a held function, then the rest in the catalogue's order. Protected services the
 * reader does not hold are not offered (their pages would not open).
 */
export function rankServices(services: ServiceListingItemDto[], size: number): Recommendation<ServiceListingItemDto>[] {
  const open = services.filter((service) => service.isSubscribed || !service.isProtected);
  const held = open.filter((service) => service.isSubscribed);
  const heldFunctions = held.filter((service) => service.contentType === 'Function');
  const related = open
    .filter((service) => !service.isSubscribed && service.contentType === 'Function')
    .flatMap((service) => {
      const sibling = heldFunctions.find((fn) => fn.category === service.category);
      return sibling ? [{ item: service, reason: homeReason.yourFunction(sibling.title) }] : [];
    });
  const rest = open.map((item) => ({ item, reason: homeReason.latest(`Explore ${item.category} research`) }));
  return pickRecommendations([held.map((item) => ({ item, reason: homeReason.subscription() })).concat(related)], rest, (s) => s.contentId, size);
}

/** Analysts the reader follows first, then the directory's, up to `size`. */
export function rankAnalysts(signals: ReaderSignals, directory: string[], size: number): Recommendation<{ id: string }>[] {
  const followed = signals.followedAnalysts.map((analyst) => ({ item: { id: analyst.id }, reason: homeReason.followedAnalyst(analyst.fullName) }));
  const others = directory.map((id) => ({ item: { id }, reason: homeReason.latest('Featured analyst') }));
  return pickRecommendations([followed], others, (analyst) => analyst.id, size);
}
