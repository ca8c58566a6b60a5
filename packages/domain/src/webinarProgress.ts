// A reader's progress through a webinar recording (player analytics, issue #13): the last position,
// the furthest milestone reached (a quarter of the recording at a time) and how often they started
// it. One rule for the player (what it sends), webinar-service (what it accepts and keeps) and the
// graph (its argument checks).
import type { input } from 'zod';
import { z } from './zod.js';

export const RECORDING_MILESTONES = [0, 25, 50, 75, 100] as const;
export type RecordingMilestone = (typeof RECORDING_MILESTONES)[number];

/** The longest recording position accepted, in seconds (a day: far beyond any webinar). */
export const MAX_RECORDING_POSITION_SECONDS = 86_400;

/** How often the player sends its position while playing (besides on pause, end and leaving). */
export const RECORDING_PROGRESS_INTERVAL_MS = 15_000;

export const recordingProgressInputSchema = z.object({
  positionSeconds: z.number().finite().min(0).max(MAX_RECORDING_POSITION_SECONDS),
  milestone: z.union(RECORDING_MILESTONES.map((m) => z.literal(m))),
  /** True on the update that marks a play start (counted once each). */
  playStarted: z.boolean().default(false),
});
export type RecordingProgressInput = input<typeof recordingProgressInputSchema>;

/** The furthest milestone at `position` of a recording `duration` long (the end counts as 100 %). */
export function recordingMilestone(positionSeconds: number, durationSeconds: number): RecordingMilestone {
  if (!(durationSeconds > 0) || !(positionSeconds > 0)) return 0;
  const percent = (Math.min(positionSeconds, durationSeconds) / durationSeconds) * 100;
  return [...RECORDING_MILESTONES].reverse().find((m) => percent >= m) ?? 0;
}

/** A player position as m:ss (or h:mm:ss), the way media players show time. */
export function formatPlayerTime(totalSeconds: number): string {
  const whole = Math.max(0, Math.floor(totalSeconds));
  const [hours, minutes, seconds] = [Math.floor(whole / 3600), Math.floor((whole % 3600) / 60), whole % 60];
  const ss = String(seconds).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${ss}` : `${minutes}:${ss}`;
}
