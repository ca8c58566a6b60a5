// Keeps the embedded search index current while upstream runs (issue #3: "kept current when
// content changes"): PostgreSQL triggers announce which documents a statement touched; this reads
// those documents again and indexes them, or removes the ones that are gone. It listens from
// before the index is built, so nothing committed during the build is missed, and records the
// content version applied so a restart can reuse the file only when nothing changed meanwhile.
import type { Logger } from 'pino';
import type { DatabaseHandle } from '../../../db/client.js';
import { CONTENT_VERSION_KEY } from '../buildSearchIndex.js';
import { readSearchDocuments } from '../searchDocuments.js';
import type { SqliteSearchIndex } from '../sqliteSearchIndex.js';
import { CONTENT_CHANGE_CHANNEL, parseContentChange, selectionOf, type ContentChange } from './contentChange.js';

/** Changes arriving within this window are applied together (a burst of statements is one pass). */
const DEBOUNCE_MS = 50;
const RELISTEN_DELAY_MS = 5_000;

export class SearchIndexSync {
  private queue: ContentChange[] = [];
  private index: SqliteSearchIndex | null = null;
  private running: Promise<void> = Promise.resolve();
  private timer: NodeJS.Timeout | null = null;
  private stopListening: (() => Promise<void>) | null = null;
  private stopped = false;
  /** The newest content version applied; waiters of `reached` resolve as it grows. */
  private appliedVersion = 0;
  private waiters: { version: number; resolve: () => void }[] = [];

  private constructor(
    private readonly handle: DatabaseHandle,
    private readonly logger: Logger,
  ) {}

  /** Starts listening; changes queue until `attach`. */
  static async start(handle: DatabaseHandle, logger: Logger): Promise<SearchIndexSync> {
    const sync = new SearchIndexSync(handle, logger);
    await sync.listen();
    return sync;
  }

  private async listen(): Promise<void> {
    this.stopListening = await this.handle.listen(
      CONTENT_CHANGE_CHANNEL,
      (payload) => this.receive(payload),
      (error) => this.lost(error),
    );
  }

  private receive(payload: string): void {
    const change = parseContentChange(payload);
    if (!change) return this.logger.warn({ payload }, 'ignored a malformed content change notification');
    this.queue.push(change);
    this.schedule();
  }

  // Notifications sent while the connection was down are lost: the index can no longer vouch for
  // itself, so the next start rebuilds it; meanwhile listen again for what comes next.
  private lost(error: Error): void {
    this.logger.error({ err: error }, 'lost the content change listener; the search index is rebuilt at the next start');
    this.index?.setMeta(CONTENT_VERSION_KEY, 'stale');
    if (this.stopped) return;
    setTimeout(() => {
      if (!this.stopped) this.listen().catch((retry: Error) => this.lost(retry));
    }, RELISTEN_DELAY_MS).unref();
  }

  /** From now on, queued and future changes are applied to `index`. */
  attach(index: SqliteSearchIndex): void {
    this.index = index;
    this.appliedVersion = Number(index.getMeta(CONTENT_VERSION_KEY)) || 0;
    this.schedule();
  }

  private schedule(): void {
    if (!this.index || this.timer || this.queue.length === 0) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.running = this.running.then(() => this.applyQueued()).catch((error: Error) => this.logger.error({ err: error }, 'could not apply content changes to the search index'));
    }, DEBOUNCE_MS);
  }

  private async applyQueued(): Promise<void> {
    const index = this.index;
    const changes = this.queue;
    if (!index || changes.length === 0) return;
    this.queue = [];
    const selection = selectionOf(changes);
    const present = new Set<string>();
    for await (const batch of readSearchDocuments(this.handle.db, 1000, selection)) {
      await index.index(batch);
      for (const doc of batch) present.add(doc.contentId);
    }
    const gone = [...selection.research, ...selection.webinar, ...selection.survey, ...selection.contentItem].filter((id) => !present.has(id));
    if (gone.length > 0) await index.remove(gone);
    // Versions follow commit order (the triggers' row lock), and so does delivery: the last
    // applied one says what the index now reflects.
    this.appliedVersion = Math.max(this.appliedVersion, ...changes.map((c) => c.version));
    if (index.getMeta(CONTENT_VERSION_KEY) !== 'stale') index.setMeta(CONTENT_VERSION_KEY, String(this.appliedVersion));
    this.waiters = this.waiters.filter((waiter) => (waiter.version <= this.appliedVersion ? (waiter.resolve(), false) : true));
    this.logger.info({ documents: present.size, removed: gone.length }, 'applied content changes to the search index');
    this.schedule();
  }

  /** Resolves once the index reflects content `version` (from readContentVersion) or newer. */
  reached(version: number): Promise<void> {
    if (version <= this.appliedVersion) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push({ version, resolve }));
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running;
    await this.stopListening?.();
  }
}
