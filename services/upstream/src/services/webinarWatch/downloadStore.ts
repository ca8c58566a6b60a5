// The download tracking: a row per file served, counted per asset for the asset list.
import { and, count, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { webinarAssetDownloads } from './db/schema.js';

export async function recordDownload(db: Database, userId: string, webinarId: string, assetId: string): Promise<void> {
  await db.insert(webinarAssetDownloads).values({ userId, webinarId, assetId });
}

export async function downloadCounts(db: Database, webinarId: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ assetId: webinarAssetDownloads.assetId, total: count() })
    .from(webinarAssetDownloads)
    .where(and(eq(webinarAssetDownloads.webinarId, webinarId)))
    .groupBy(webinarAssetDownloads.assetId);
  return new Map(rows.map((row) => [row.assetId, row.total]));
}
