// Fills the content tables from the deterministic corpus. Reports stream from the generator in
// batches (one transaction and a few multi-row INSERTs per batch), so memory stays flat whether
// the corpus holds 60 reports or 1,000,000.
import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import { CORPUS_VERSION, alertBanners as corpusAlertBanners, analysts as corpusAnalysts, functionAreas, reports } from '@portal/corpus';
import type { CorpusConfig, CorpusReport } from '@portal/corpus';
import type { Database } from './client.js';
import {
  alertBannerRow,
  analystRow,
  functionRows,
  graphicRows,
  priorityRows,
  reportAuthorRows,
  researchRow,
  surveyDashboardRows,
} from './corpusRows.js';
import { insertInChunks } from './insertInChunks.js';
import {
  alertBanners, analysts, contentItems, functions, graphics, priorities, reportAuthors, research, seedState, surveyDashboards, surveys, webinars,
} from './schema.js';
import { reseedSurveys, reseedWebinars, seedContentTypes } from './seedContentTypes.js';

export const DEFAULT_BATCH_SIZE = 500;
/**
 * Webinar dates are generated around the seeding day, so that some are always upcoming. When the
 * corpus was seeded longer ago than this, its webinars are generated again around today, before
 * its upcoming ones (at most 120 days ahead) have all passed. 7 days, so that the recent surveys
 * (published up to corpus RECENT_SURVEY_MAX_AGE_DAYS = 20 days before the anchor) always stay
 * inside the survey listing's 30-day default (spec 3 §9).
 */
export const ANCHOR_MAX_AGE_DAYS = 7;
const DAY_MS = 86_400_000;

export interface SeedOptions {
  batchSize?: number;
  /** Alert banners' expiry dates and webinar dates are relative to this moment. */
  now?: Date;
  logger?: Pick<Logger, 'info'>;
}

export interface SeedResult {
  /** True when the database already held this corpus and nothing was written. */
  skipped: boolean;
  reports: number;
  analysts: number;
  graphics: number;
  /** Webinars, surveys and card-sized items (playbooks, blogs, podcasts, tools) written. */
  webinars: number;
  surveys: number;
  contentItems: number;
  durationMs: number;
}

export async function seedDatabase(db: Database, config: CorpusConfig, options: SeedOptions = {}): Promise<SeedResult> {
  const started = performance.now();
  const now = options.now ?? new Date();
  const [state] = await db.select().from(seedState).limit(1);
  const batchSize = options.batchSize ?? DEFAULT_BATCH_SIZE;
  const nothing = { reports: 0, analysts: 0, graphics: 0, webinars: 0, surveys: 0, contentItems: 0 };
  const sameCorpus = state && state.seed === config.seed && state.size === config.size && state.corpusVersion === CORPUS_VERSION && state.anchorDate !== null;
  if (sameCorpus) {
    const anchorAge = now.getTime() - Date.parse(`${state.anchorDate}T00:00:00Z`);
    if (anchorAge <= ANCHOR_MAX_AGE_DAYS * DAY_MS) return { skipped: true, ...nothing, durationMs: Math.round(performance.now() - started) };
    // Only the webinars' and recent surveys' dates depend on the day: regenerate them around today
    // and keep the rest.
    // A new seededAt tells the search index to rebuild (their dates are in it).
    options.logger?.info({ anchorDate: state.anchorDate }, 'moving webinar and recent survey dates to today');
    const webinarCount = await reseedWebinars(db, config, now, batchSize);
    const surveyCount = await reseedSurveys(db, config, now, batchSize);
    await db.update(seedState).set({ anchorDate: now.toISOString().slice(0, 10), seededAt: new Date() });
    return { skipped: false, ...nothing, webinars: webinarCount, surveys: surveyCount, durationMs: Math.round(performance.now() - started) };
  }
  options.logger?.info({ seed: config.seed, size: config.size }, 'seeding the research corpus');

  // A different corpus (seed, size or generator version), or a seeding run that stopped half way:
  // start the content over.
  // Carts are visitors' data, not corpus, and stay.
  await clearContent(db);

  const areas = functionAreas(config.seed);
  const analystList = corpusAnalysts(config.seed);
  await db.transaction(async (tx) => {
    await insertInChunks(tx, functions, functionRows(areas), batchSize);
    await insertInChunks(tx, priorities, priorityRows(areas), batchSize);
    await insertInChunks(tx, analysts, analystList.map(analystRow), batchSize);
    await insertInChunks(tx, alertBanners, corpusAlertBanners(config.seed, now).map(alertBannerRow), batchSize);
  });

  let reportCount = 0;
  let graphicCount = 0;
  let batch: CorpusReport[] = [];
  const flush = async () => {
    graphicCount += await insertReportBatch(db, batch, batchSize);
    reportCount += batch.length;
    batch = [];
  };
  for (const report of reports(config)) {
    batch.push(report);
    if (batch.length >= batchSize) await flush();
  }
  if (batch.length > 0) await flush();
  const other = await seedContentTypes(db, config, now, batchSize);

  const durationMs = Math.round(performance.now() - started);
  // Written last: its presence means every batch before it committed.
  await db.insert(seedState).values({ id: 1, seed: config.seed, size: config.size, corpusVersion: CORPUS_VERSION, reports: reportCount, durationMs,
    anchorDate: now.toISOString().slice(0, 10),
  });
  options.logger?.info({ reports: reportCount, analysts: analystList.length, graphics: graphicCount, ...other, durationMs }, 'seeded the research corpus');
  return { skipped: false, reports: reportCount, analysts: analystList.length, graphics: graphicCount, ...other, durationMs };
}

async function insertReportBatch(db: Database, batch: CorpusReport[], batchSize: number): Promise<number> {
  const graphicList = batch.flatMap(graphicRows);
  await db.transaction(async (tx) => {
    await insertInChunks(tx, research, batch.map(researchRow), batchSize);
    await insertInChunks(tx, reportAuthors, batch.flatMap(reportAuthorRows), batchSize * 4);
    await insertInChunks(tx, graphics, graphicList, batchSize * 4);
    await insertInChunks(tx, surveyDashboards, batch.flatMap(surveyDashboardRows), batchSize);
  });
  return graphicList.length;
}

async function clearContent(db: Database): Promise<void> {
  await db.execute(
    sql`TRUNCATE ${seedState}, ${webinars}, ${surveys}, ${contentItems}, ${surveyDashboards}, ${graphics}, ${reportAuthors}, ${research}, ${analysts}, ${priorities}, ${functions}, ${alertBanners}`,
  );
}
