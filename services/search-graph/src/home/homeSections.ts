// Each /myhome section: its REST calls (a fixed number whatever the reader follows) and the
// ranking that orders what they returned.
import type { ServiceListingItemDto } from '@portal/contracts';
import { HOME_SECTION_SIZES } from '@portal/domain';
import type { SearchContext } from '../context.js';
import { listingSearchCall } from '../insights/insights.requests.js';
import { homeReason } from './homeReason.js';
import { pickRecommendations, rankAnalysts, rankEvents, rankFeatured, rankServices, type Recommendation } from './homeRanking.js';
import type { ReaderSignalsLoader } from './readerSignals.js';

/** Signals that each fan out to calls are bounded, so the page costs the same for every reader. */
const FOLLOWED_ANALYSTS_READ = 3;
const FOLLOWED_TOPICS_SEARCHED = 2;
const FUNCTIONS_SEARCHED = 2;
/** The held functions' top priorities searched (their research by PRI id). */
const PRIORITIES_SEARCHED = 2;
const PER_SIGNAL = 3;
/** Upcoming events ranked per section: the reader's picks come from the soonest of these. */
const EVENTS_CONSIDERED = 30;
const READS_CONSIDERED = 10;

type Ref = { id: string };
const idOf = (ref: Ref) => ref.id;

/**
 * Research a home section recommends: only what the reader may open. A report they may not open
 * cannot be resolved as a Report (its page answers 401), and one such item would empty the section.
 */
export async function searchResearch(ctx: SearchContext, parts: { query?: string; termFilters?: Record<string, string[]>; size: number }): Promise<Ref[]> {
  const { params, body } = listingSearchCall({ types: ['research'], sortType: parts.query ? 'relevance' : 'date', page: 1, accessOnly: true, ...parts });
  const answer = await ctx.search.search(params, body);
  return answer.content.map((hit) => ({ id: hit.contentId }));
}

export const homeServiceOf = (item: ServiceListingItemDto) => ({ id: item.contentId, title: item.title, description: item.description, category: item.category, path: item.contentURL });

/** The first analysts of the directory (its own order), as references. */
export async function analystDirectory(ctx: SearchContext, size: number): Promise<Ref[]> {
  const directory = await ctx.analysts.search({ query: '', filters: { industry: [], region: [], topic: [] }, page: 1, size });
  return directory.content.map((analyst) => ({ id: analyst.contentId }));
}

/** The hero and the featured research: one ranked list, the hero first. */
export function featuredResearch(ctx: SearchContext, loader: ReaderSignalsLoader): Promise<Recommendation<Ref>[]> {
  return loader.shared('featured', () => rankFeaturedFor(ctx, loader));
}

async function rankFeaturedFor(ctx: SearchContext, loader: ReaderSignalsLoader): Promise<Recommendation<Ref>[]> {
  const [signals, read] = await Promise.all([loader.signals(), loader.readIds()]);
  const ids = (refs: Ref[]) => refs.map(idOf);
  const size = HOME_SECTION_SIZES.featured + 1;
  const [byAnalyst, byTopic, byFunction, byPriority, latest] = await Promise.all([
    Promise.all(signals.followedAnalysts.slice(0, FOLLOWED_ANALYSTS_READ).map(async (analyst) => ({ analyst, ids: await ctx.research.byAuthor(analyst.id, PER_SIGNAL) }))),
    Promise.all(signals.followedTopics.slice(0, FOLLOWED_TOPICS_SEARCHED).map(async (topic) => ({ topic, ids: ids(await searchResearch(ctx, { query: topic, size: PER_SIGNAL })) }))),
    Promise.all(signals.functions.slice(0, FUNCTIONS_SEARCHED).map(async (fn) => ({ fn, ids: ids(await searchResearch(ctx, { termFilters: { function: [fn] }, size: PER_SIGNAL })) }))),
    Promise.all(
      signals.priorities.slice(0, PRIORITIES_SEARCHED).map(async (priority) => ({ priority, ids: ids(await searchResearch(ctx, { termFilters: { priorityId: [priority.id] }, size: PER_SIGNAL })) })),
    ),
    searchResearch(ctx, { size: size + read.size }).then(ids),
  ]);
  return rankFeatured({ byAnalyst, byTopic, byFunction, byPriority, latest }, read, size);
}

/** Research related to what the reader opened last, each saying which report led to it. */
export async function fromReading(ctx: SearchContext, loader: ReaderSignalsLoader): Promise<Recommendation<Ref>[]> {
  const reads = await loader.recentReports(READS_CONSIDERED);
  const led = reads.slice(0, HOME_SECTION_SIZES.fromReading);
  const related = await Promise.all(
    led.map(async (report) =>
      (await ctx.search.relatedResearch(report.contentId, PER_SIGNAL)).map((item) => ({ item: { id: item.contentId }, reason: homeReason.read(report.title) })),
    ),
  );
  return pickRecommendations(related, [], idOf, HOME_SECTION_SIZES.fromReading, new Set(reads.map((r) => r.contentId)));
}

/** Upcoming webinars or peer discussions, the reader's first. */
export async function upcomingEvents(ctx: SearchContext, loader: ReaderSignalsLoader, webinarType: 'webinar' | 'peer discussions', size: number) {
  const [signals, listing] = await Promise.all([
    loader.signals(),
    ctx.webinars.list({ type: 'upcoming', webinarType, page: 1, size: EVENTS_CONSIDERED }),
  ]);
  const fallback = webinarType === 'webinar' ? 'Upcoming webinar' : 'Upcoming peer discussion';
  return rankEvents(listing.content, signals, size, fallback).map(({ item, reason }) => ({ item: { id: item.id }, reason }));
}

export async function researchServices(loader: ReaderSignalsLoader) {
  return rankServices(await loader.services(), HOME_SECTION_SIZES.researchServices).map(({ item, reason }) => ({ item: homeServiceOf(item), reason }));
}

export async function analysts(ctx: SearchContext, loader: ReaderSignalsLoader) {
  const size = HOME_SECTION_SIZES.analysts;
  const [signals, directory] = await Promise.all([loader.signals(), analystDirectory(ctx, size)]);
  return rankAnalysts(signals, directory.map(idOf), size);
}
