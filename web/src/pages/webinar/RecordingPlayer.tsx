// An ended webinar's recording in the browser's own media player (issue #13): a labelled <video>
// with its WebVTT captions track shown by default, the native controls, and keyboard controls on
// the focused player (playerKeys.ts). The spec's player errors (spec 1 §8 "Video player"): without
// the element or the recording nothing is played and 'Both targetId and entryId are required.' is
// shown; a recording that fails to load is reported and the reader told. `ref` lets the page's
// primary action start it. The reader's place is saved as they watch (useRecordingProgress), and
// coming back they are offered "Resume from m:ss" (a button, announced when it appears).
import { useEffect, useId, useImperativeHandle, useRef, useState, type KeyboardEvent, type Ref } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { formatPlayerTime } from '@portal/domain';
import { graphql, getFragmentData, type FragmentType } from '../../gql';
import type { RecordingPlayer_WebinarFragment } from '../../gql/graphql';
import { reportError } from '../../app/reportError';
import { useAnnounce } from '../../a11y/announce';
import { handlePlayerKey, PLAYER_KEYS_HELP, playerConfigError } from './playerKeys';
import { useRecordingProgress } from './useRecordingProgress';

export const RecordingPlayerFragment = graphql(`
  fragment RecordingPlayer_webinar on Webinar {
    id
    title
    recording {
      mediaUrl
      mimeType
      captionsUrl
      captionsLanguage
      captionsLabel
    }
  }
`);

export const RECORDING_LOAD_FAILED = 'The recording could not be loaded. Please try again later.';

export interface RecordingPlayerHandle {
  /** Focuses the player and starts it; resolves once it plays. */
  play(): Promise<void>;
}

export const resumeLabel = (seconds: number) => `Resume from ${formatPlayerTime(seconds)}`;

export function RecordingPlayer({ ref, ...props }: { webinar: FragmentType<typeof RecordingPlayerFragment>; ref?: Ref<RecordingPlayerHandle> }) {
  const webinar = getFragmentData(RecordingPlayerFragment, props.webinar);
  // Only a reader with access has a recording: the progress is theirs to read and save.
  if (!webinar.recording) return null;
  return <Player webinar={webinar} recording={webinar.recording} playerRef={ref} />;
}

type PlayerWebinar = RecordingPlayer_WebinarFragment;

function Player({ webinar, recording, playerRef: ref }: { webinar: PlayerWebinar; recording: NonNullable<PlayerWebinar['recording']>; playerRef?: Ref<RecordingPlayerHandle> }) {
  const headingId = useId();
  const helpId = useId();
  const targetId = `recording-${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;
  const video = useRef<HTMLVideoElement>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const { resumeAt } = useRecordingProgress(webinar.id, video);
  // The offer stands until the reader plays, from there or from anywhere.
  const [played, setPlayed] = useState(false);
  const offer = played ? null : resumeAt;
  const announce = useAnnounce();
  useEffect(() => {
    if (offer !== null) announce(`You can resume the recording from ${formatPlayerTime(offer)}`, 'polite');
  }, [offer, announce]);

  const resume = async () => {
    const media = video.current;
    if (!media || offer === null) return;
    media.currentTime = offer;
    media.focus();
    await media.play();
  };

  useImperativeHandle(ref, () => ({
    async play() {
      const media = video.current;
      if (!media) return;
      media.focus();
      await media.play();
    },
  }));

  const configError = playerConfigError(targetId, recording.mediaUrl ? webinar.id : null);

  const failed = () => {
    setLoadFailed(true);
    reportError(video.current?.error ?? new Error(`recording ${recording.mediaUrl} failed to load`), 'player');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLVideoElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const media = event.currentTarget;
    const handled = handlePlayerKey(event.key, media, {
      toggleCaptions() {
        const track = media.textTracks[0];
        if (track) track.mode = track.mode === 'showing' ? 'hidden' : 'showing';
      },
    });
    if (handled) event.preventDefault();
  };

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 4, maxWidth: '80ch' }}>
      <Typography variant="h2" id={headingId} sx={{ mb: 2 }}>
        Recording
      </Typography>
      {configError ? (
        <Alert severity="error">{configError}</Alert>
      ) : (
        <>
          <Box
            component="video"
            ref={video}
            id={targetId}
            controls
            preload="metadata"
            tabIndex={0}
            aria-label={`Recording of ${webinar.title}`}
            aria-describedby={helpId}
            onKeyDown={onKeyDown}
            onPlay={() => setPlayed(true)}
            onError={failed}
            sx={{ width: '100%', minHeight: 180, bgcolor: 'common.black', borderRadius: 1, '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 } }}
          >
            <source src={recording.mediaUrl} type={recording.mimeType} onError={failed} />
            <track kind="captions" src={recording.captionsUrl} srcLang={recording.captionsLanguage} label={recording.captionsLabel} default />
          </Box>
          <Typography id={helpId} variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {PLAYER_KEYS_HELP}
          </Typography>
          {offer !== null && (
            <Button variant="outlined" startIcon={<PlayArrowIcon />} onClick={() => void resume().catch((error: unknown) => reportError(error, 'player'))} sx={{ mt: 2 }}>
              {resumeLabel(offer)}
            </Button>
          )}
          {loadFailed && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {RECORDING_LOAD_FAILED}
            </Alert>
          )}
        </>
      )}
    </Box>
  );
}
