// The reader's signals for one request, each fetched once however many sections ask. The
// signals that only sharpen a section (follows) are optional: when their call fails the page is
// less personal, not emptier (the failure is logged). The services listing is the research
// services section's own call, so its failure is that section's.
import type { LastViewedDto, ResearchDto, ServiceListingItemDto } from '@portal/contracts';
import { contentTypeOf } from '@portal/domain';
import { isAnalystAlert } from './follows.js';
import type { SearchContext } from '../context.js';
import { inTurns, type NamedAnalyst, type NamedPriority, type ReaderSignals } from './homeRanking.js';

/** Views read for the home: enough to find a few reports among other content. */
const VIEWS_READ = 20;

/** Follows read for the home (spec 2 §9 allows 1000; the page shows a handful). */
const FOLLOWS_USED = 15;

/** Held functions whose priorities are read (one service page each), and the priorities kept. */
const FUNCTIONS_WITH_PRIORITIES = 2;
const PRIORITIES_USED = 2;

const isHeldFunction = (service: ServiceListingItemDto) => service.isSubscribed && service.contentType === 'Function';

export class ReaderSignalsLoader {
  private readonly memo = new Map<string, Promise<unknown>>();

  constructor(private readonly ctx: SearchContext) {}

  /** `load` once per request under `key`, however many sections ask. */
  shared<T>(key: string, load: () => Promise<T>): Promise<T> {
    if (!this.memo.has(key)) this.memo.set(key, load());
    return this.memo.get(key) as Promise<T>;
  }

  private optional<T>(key: string, load: () => Promise<T>, none: T): Promise<T> {
    return this.shared(key, () =>
      load().catch((error: unknown) => {
        this.ctx.logger.warn({ err: error, signal: key }, 'home: a reader signal failed; the page is built without it');
        return none;
      }),
    );
  }

  services(): Promise<ServiceListingItemDto[]> {
    return this.shared('services', () => this.ctx.services.list());
  }

  /** The reader's latest views, newest first (the reading section's own call). */
  private views(): Promise<LastViewedDto[]> {
    return this.shared('views', () => this.ctx.views.recent(this.ctx.user!.id, VIEWS_READ));
  }

  /** What the reader has opened, so recommendations do not offer it again (none when the call fails). */
  readIds(): Promise<ReadonlySet<string>> {
    return this.optional('readIds', async () => new Set((await this.views()).map((view) => view.contentId)), new Set<string>());
  }

  /** The reports among the latest views, newest first, with their titles (for 'Because you read …'). */
  async recentReports(size: number): Promise<ResearchDto[]> {
    const ids = (await this.views()).map((view) => view.contentId).filter((id) => contentTypeOf(id) === 'research').slice(0, size);
    const reports = await this.ctx.research.batch(ids);
    return ids.flatMap((id) => reports.filter((report) => report.contentId === id));
  }

  signals(): Promise<ReaderSignals> {
    return this.shared('signals', async () => {
      const [follows, functions, priorities] = await Promise.all([this.follows(), this.functions(), this.priorities()]);
      return { ...follows, functions, priorities };
    });
  }

  private follows(): Promise<Pick<ReaderSignals, 'followedAnalysts' | 'followedTopics'>> {
    return this.optional(
      'follows',
      async () => {
        const alerts = await this.ctx.follows.list();
        const analystIds = alerts.filter(isAnalystAlert).map((alert) => alert.analystId).slice(0, FOLLOWS_USED);
        const topics = alerts.flatMap((alert) => (isAnalystAlert(alert) ? [] : [alert.searchString])).slice(0, FOLLOWS_USED);
        const named = await this.ctx.analysts.batch(analystIds);
        // In the order followed; an analyst the service no longer knows is left out.
        const followedAnalysts: NamedAnalyst[] = analystIds.flatMap((id) => named.filter((a) => a.contentId === id).map((a) => ({ id, fullName: a.fullName })));
        return { followedAnalysts, followedTopics: topics };
      },
      { followedAnalysts: [], followedTopics: [] },
    );
  }

  /** The functions the reader's subscription holds (their names are the search's function facet values). */
  private functions(): Promise<string[]> {
    return this.optional(
      'functions',
      async () => (await this.services()).filter(isHeldFunction).map((s) => s.title),
      [],
    );
  }

  /**
   * The top priorities of the functions the reader holds (spec 1 §1: 6 to 8 a function, in the
   * function's order), the first of each function first, from each function's service page.
   */
  private priorities(): Promise<NamedPriority[]> {
    return this.optional(
      'priorities',
      async () => {
        const held = (await this.services()).filter(isHeldFunction).slice(0, FUNCTIONS_WITH_PRIORITIES);
        const pages = await Promise.all(held.map((fn) => this.ctx.services.page(fn.contentId)));
        return inTurns(pages.map((page) => (page?.priorities ?? []).map(({ id, label }) => ({ id, label }))), PRIORITIES_USED);
      },
      [],
    );
  }
}
