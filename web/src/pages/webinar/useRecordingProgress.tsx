// The reader's progress through a recording (player analytics, issue #13): reads the saved place
// (for "Resume from m:ss") and sends where the reader is as progressReporter decides: a play start
// at once, at most every 15 s while playing, on pause and end, and when the page goes (pagehide,
// or leaving the page within the app) with a keepalive request that outlives the page.
import { useEffect, useEffectEvent, useState, type RefObject } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { graphql } from '../../gql';
import { reportError } from '../../app/reportError';
import { createProgressReporter, type ProgressUpdate } from './progressReporter';

export const RecordingProgressQuery = graphql(`
  query RecordingProgress($id: ID!) {
    webinar(id: $id) {
      id
      recordingProgress {
        positionSeconds
        furthestMilestone
      }
    }
  }
`);

export const SaveRecordingProgressMutation = graphql(`
  mutation SaveRecordingProgress($id: ID!, $positionSeconds: Float!, $milestone: Int!, $playStarted: Boolean) {
    saveWebinarRecordingProgress(id: $id, positionSeconds: $positionSeconds, milestone: $milestone, playStarted: $playStarted) {
      positionSeconds
      furthestMilestone
    }
  }
`);

export interface RecordingProgress {
  /** The saved place to offer resuming from; null when there is none (or it is the end). */
  resumeAt: number | null;
}

/** Closer than this to the end, the saved place is the end: nothing to resume. */
const END_MARGIN_SECONDS = 0.5;

export function useRecordingProgress(webinarId: string, video: RefObject<HTMLVideoElement | null>): RecordingProgress {
  // Asked of the network each time, drawn first from the cache: the server's render filled it for
  // this reader, so the page hydrates with the "Resume from" the server drew (with the network's
  // answer only, React found the offer in the server's HTML and not in its own, and redrew the page).
  const { data } = useQuery(RecordingProgressQuery, { variables: { id: webinarId }, fetchPolicy: 'cache-and-network' });
  const [save] = useMutation(SaveRecordingProgressMutation);
  const [duration, setDuration] = useState<number | null>(null);
  // An effect event: the listeners below stay attached however often the hook renders.
  const send = useEffectEvent(({ leaving, ...update }: ProgressUpdate) => {
    save({ variables: { id: webinarId, ...update }, context: { fetchOptions: { keepalive: leaving } } }).catch((error: unknown) => reportError(error, 'player progress'));
  });

  useEffect(() => {
    const media = video.current;
    if (!media) return;
    const reporter = createProgressReporter(send);
    const length = () => (Number.isFinite(media.duration) ? media.duration : 0);
    // A play start is the first play of the visit, or a replay after the end; resuming after a pause is not.
    let startPending = true;
    const onPlay = () => {
      if (startPending) reporter.started(media.currentTime, length());
      startPending = false;
    };
    const onTime = () => {
      if (!media.paused) reporter.moved(media.currentTime, length());
    };
    const onPause = () => reporter.flush(media.currentTime, length());
    const onEnded = () => {
      reporter.flush(media.currentTime, length());
      startPending = true;
    };
    const onLeave = () => reporter.flush(media.currentTime, length(), true);
    const onDuration = () => setDuration(length() || null);
    const events: [string, () => void][] = [['play', onPlay], ['timeupdate', onTime], ['pause', onPause], ['ended', onEnded], ['loadedmetadata', onDuration], ['durationchange', onDuration]];
    for (const [name, listener] of events) media.addEventListener(name, listener);
    window.addEventListener('pagehide', onLeave);
    onDuration();
    return () => {
      for (const [name, listener] of events) media.removeEventListener(name, listener);
      window.removeEventListener('pagehide', onLeave);
      // Leaving the page within the app: the player goes, so say where the reader was.
      if (!startPending || media.currentTime > 0) onLeave();
    };
  }, [webinarId, video]);

  const saved = data?.webinar?.recordingProgress?.positionSeconds ?? 0;
  const atEnd = duration !== null && saved >= duration - END_MARGIN_SECONDS;
  return { resumeAt: saved >= 1 && !atEnd ? saved : null };
}
