// The primary action of an ended webinar (spec 3 §3-§4 primaryButton, loading and so disabled while
// the recording starts): watch the recording for a reader with access; otherwise a log-in that
// comes back here, or why a signed-in reader cannot watch it.
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useLocation } from 'react-router';
import { WEBINAR_ACCESS_MESSAGES } from '@portal/domain';
import { graphql, getFragmentData, type FragmentType } from '../../gql';
import { loginHref } from '../auth/serverRoutes';
import { reportError } from '../../app/reportError';
import { PrimaryActionButton } from './PrimaryActionButton';
import { RECORDING_LOAD_FAILED } from './RecordingPlayer';

export const WatchRecordingActionFragment = graphql(`
  fragment WatchRecordingAction_webinar on Webinar {
    webinarStatus
    hasAccess
    recording {
      mediaUrl
    }
  }
`);

export function WatchRecordingAction(props: { webinar: FragmentType<typeof WatchRecordingActionFragment>; signedIn: boolean; onWatch: () => Promise<void> }) {
  const webinar = getFragmentData(WatchRecordingActionFragment, props.webinar);
  const location = useLocation();
  const [isLoading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  if (webinar.webinarStatus !== 'past') return null;
  if (!props.signedIn) {
    return (
      <Button variant="contained" href={loginHref(`${location.pathname}${location.search}`)} sx={{ mt: 1 }}>
        Log in to watch the recording
      </Button>
    );
  }
  if (!webinar.hasAccess || !webinar.recording) return <Typography component="p">{WEBINAR_ACCESS_MESSAGES.notAccessible}.</Typography>;

  const watch = async () => {
    setFailed(false);
    setLoading(true);
    try {
      await props.onWatch();
    } catch (error) {
      reportError(error, 'player');
      setFailed(true);
    } finally {
      setLoading(false);
    }
  };
  return (
    <Box sx={{ mt: 1 }}>
      <PrimaryActionButton isLoading={isLoading} onClick={watch}>
        Watch the recording
      </PrimaryActionButton>
      {failed && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {RECORDING_LOAD_FAILED}
        </Alert>
      )}
    </Box>
  );
}
