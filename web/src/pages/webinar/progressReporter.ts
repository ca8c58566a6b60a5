// When the recording player tells webinar-service where the reader is (player analytics, issue
// #13): while it plays, at most once per RECORDING_PROGRESS_INTERVAL_MS; at once on a play start
// (counted), on pause, at the end and when the page goes away (then the send must survive the
// page: the caller uses a keepalive request). The milestone sent is the furthest quarter reached
// in this visit, so seeking back never lowers it. Framework-free, with the clock injected, so its
// timing is tested without waiting.
import { recordingMilestone, RECORDING_PROGRESS_INTERVAL_MS, type RecordingMilestone } from '@portal/domain';

export interface ProgressUpdate {
  positionSeconds: number;
  milestone: RecordingMilestone;
  playStarted: boolean;
  /** The page is going away: the request must outlive it. */
  leaving: boolean;
}

export interface ProgressReporter {
  /** Playback started (each start is counted). */
  started(positionSeconds: number, durationSeconds: number): void;
  /** The position moved while playing: sent when the interval has passed since the last send. */
  moved(positionSeconds: number, durationSeconds: number): void;
  /** Paused, ended or leaving: sent now, unless nothing changed since the last send. */
  flush(positionSeconds: number, durationSeconds: number, leaving?: boolean): void;
}

export function createProgressReporter(send: (update: ProgressUpdate) => void, now: () => number = Date.now, intervalMs = RECORDING_PROGRESS_INTERVAL_MS): ProgressReporter {
  let lastSentAt = -Infinity;
  let lastSentPosition: number | null = null;
  let furthest: RecordingMilestone = 0;

  const emit = (positionSeconds: number, durationSeconds: number, playStarted: boolean, leaving: boolean) => {
    furthest = Math.max(furthest, recordingMilestone(positionSeconds, durationSeconds)) as RecordingMilestone;
    lastSentAt = now();
    lastSentPosition = positionSeconds;
    send({ positionSeconds, milestone: furthest, playStarted, leaving });
  };

  return {
    started(positionSeconds, durationSeconds) {
      emit(positionSeconds, durationSeconds, true, false);
    },
    moved(positionSeconds, durationSeconds) {
      if (now() - lastSentAt < intervalMs) return;
      emit(positionSeconds, durationSeconds, false, false);
    },
    flush(positionSeconds, durationSeconds, leaving = false) {
      if (lastSentPosition === positionSeconds) return;
      emit(positionSeconds, durationSeconds, false, leaving);
    },
  };
}
