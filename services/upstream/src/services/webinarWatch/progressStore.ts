// The player analytics (issue #13): a reader's progress through a recording. Every read and write
// is keyed by the caller's own user id (the router passes the signed header's user, never a
// parameter), so no one reads or writes another reader's row. One upsert per update: the position
// is the latest sent, the milestone only rises, a play start adds one.
import { and, eq, sql } from 'drizzle-orm';
import type { RecordingMilestone } from '@portal/domain';
import type { WebinarRecordingProgressDto } from '@portal/contracts';
import type { Database } from '../../db/client.js';
import { webinarRecordingProgress } from './db/schema.js';

const NONE: WebinarRecordingProgressDto = { positionSeconds: 0, furthestMilestone: 0, playStarts: 0 };

type Row = { positionSeconds: number; furthestMilestone: number; playStarts: number };
const toDto = (row: Row): WebinarRecordingProgressDto => ({
  positionSeconds: row.positionSeconds,
  furthestMilestone: row.furthestMilestone as RecordingMilestone,
  playStarts: row.playStarts,
});

export async function findProgress(db: Database, userId: string, webinarId: string): Promise<WebinarRecordingProgressDto> {
  const [row] = await db
    .select({ positionSeconds: webinarRecordingProgress.positionSeconds, furthestMilestone: webinarRecordingProgress.furthestMilestone, playStarts: webinarRecordingProgress.playStarts })
    .from(webinarRecordingProgress)
    .where(and(eq(webinarRecordingProgress.userId, userId), eq(webinarRecordingProgress.webinarId, webinarId)));
  return row ? toDto(row) : NONE;
}

export interface ProgressUpdate {
  positionSeconds: number;
  milestone: RecordingMilestone;
  playStarted: boolean;
}

export async function saveProgress(db: Database, userId: string, webinarId: string, update: ProgressUpdate): Promise<WebinarRecordingProgressDto> {
  const starts = update.playStarted ? 1 : 0;
  const [row] = await db
    .insert(webinarRecordingProgress)
    .values({ userId, webinarId, positionSeconds: update.positionSeconds, furthestMilestone: update.milestone, playStarts: starts })
    .onConflictDoUpdate({
      target: [webinarRecordingProgress.userId, webinarRecordingProgress.webinarId],
      set: {
        positionSeconds: update.positionSeconds,
        furthestMilestone: sql`greatest(${webinarRecordingProgress.furthestMilestone}, ${update.milestone})`,
        playStarts: sql`${webinarRecordingProgress.playStarts} + ${starts}`,
        updatedAt: new Date(),
      },
    })
    .returning({ positionSeconds: webinarRecordingProgress.positionSeconds, furthestMilestone: webinarRecordingProgress.furthestMilestone, playStarts: webinarRecordingProgress.playStarts });
  return toDto(row!);
}
