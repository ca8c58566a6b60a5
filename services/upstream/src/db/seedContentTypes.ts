// Seeds the content other than reports (webinars, surveys, playbooks, blogs, podcasts, tools),
// streamed from the generator in batches like reports, one transaction per batch.
import { ITEM_KINDS, contentItems as corpusContentItems, surveys as corpusSurveys, webinars as corpusWebinars } from '@portal/corpus';
import type { CorpusConfig } from '@portal/corpus';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from './client.js';
import { contentItemRow, surveyRow, webinarRow } from './contentTypeRows.js';
import { insertInChunks } from './insertInChunks.js';
import { contentItems, surveys, webinars } from './schema.js';

export interface ContentTypeCounts {
  webinars: number;
  surveys: number;
  contentItems: number;
}

async function insertStream<T extends PgTable, I>(db: Database, table: T, items: Iterable<I>, toRow: (item: I) => T['$inferInsert'], batchSize: number): Promise<number> {
  let batch: T['$inferInsert'][] = [];
  let total = 0;
  const flush = async () => {
    const rows = batch;
    batch = [];
    await db.transaction(async (tx) => {
      await insertInChunks(tx, table, rows, batchSize);
    });
    total += rows.length;
  };
  for (const item of items) {
    batch.push(toRow(item));
    if (batch.length >= batchSize) await flush();
  }
  if (batch.length > 0) await flush();
  return total;
}

/** Replaces the webinars with the same ones dated around a new anchor day. */
export async function reseedWebinars(db: Database, config: CorpusConfig, anchor: Date, batchSize: number): Promise<number> {
  await db.delete(webinars);
  return insertStream(db, webinars, corpusWebinars(config, anchor), webinarRow, batchSize);
}

/** Replaces the surveys with the same ones, the recent ones dated before a new anchor day. */
export async function reseedSurveys(db: Database, config: CorpusConfig, anchor: Date, batchSize: number): Promise<number> {
  await db.delete(surveys);
  return insertStream(db, surveys, corpusSurveys(config, anchor), surveyRow, batchSize);
}

/** `anchor`: the moment webinar dates are generated around (the seeding day). */
export async function seedContentTypes(db: Database, config: CorpusConfig, anchor: Date, batchSize: number): Promise<ContentTypeCounts> {
  const webinarCount = await insertStream(db, webinars, corpusWebinars(config, anchor), webinarRow, batchSize);
  const surveyCount = await insertStream(db, surveys, corpusSurveys(config, anchor), surveyRow, batchSize);
  let itemCount = 0;
  for (const kind of ITEM_KINDS) itemCount += await insertStream(db, contentItems, corpusContentItems(kind, config), contentItemRow, batchSize);
  return { webinars: webinarCount, surveys: surveyCount, contentItems: itemCount };
}
