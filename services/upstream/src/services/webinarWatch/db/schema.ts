// The webinar service's download tracking (spec 3 §7 trackWebinarAssetsDownload): one row per file
// served to a reader. A table of its own, so reseeding content never touches it. Its migrations are
// in the one history (services/upstream/drizzle): after a change run `npx drizzle-kit generate`
// from services/upstream. Kept free of relative imports so drizzle-kit can load it on its own.
import { index, integer, pgTable, primaryKey, real, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';

export const webinarAssetDownloads = pgTable(
  'webinar_asset_downloads',
  {
    id: serial('id').primaryKey(),
    userId: text('user_id').notNull(),
    // No foreign key to the content schema's webinars: reseeding content must not drop the history.
    webinarId: text('webinar_id').notNull(),
    assetId: text('asset_id').notNull(),
    downloadedAt: timestamp('downloaded_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  // The asset list counts downloads per webinar and asset.
  (t) => [index('webinar_asset_downloads_asset_idx').on(t.webinarId, t.assetId)],
);

// Player analytics (issue #13): each reader's progress through each recording, one row per reader
// and webinar, written only by the reader it belongs to (the user of the signed header).
export const webinarRecordingProgress = pgTable(
  'webinar_recording_progress',
  {
    userId: text('user_id').notNull(),
    // No foreign key to the content schema's webinars, as above.
    webinarId: text('webinar_id').notNull(),
    positionSeconds: real('position_seconds').notNull().default(0),
    /** 0, 25, 50, 75 or 100 (percent); only ever rises. */
    furthestMilestone: smallint('furthest_milestone').notNull().default(0),
    playStarts: integer('play_starts').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.webinarId] })],
);
