// The webinar page's primary action (spec 3 §4 "Webinar registration"): register, with the button
// loading and so disabled while it runs (PrimaryActionButton); once registered, what the attendee
// needs to join. Logged out, a link to log in that comes back here; a guest cannot register for a paid webinar.
import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useLocation } from 'react-router';
import { canRegisterForWebinar, formatLongDate } from '@portal/domain';
import { graphql, getFragmentData, type FragmentType } from '../../gql';
import { useAnnounce } from '../../a11y/announce';
import { loginHref } from '../auth/serverRoutes';
import { AddToCalendar } from './AddToCalendar';
import { PrimaryActionButton } from './PrimaryActionButton';

export const WebinarRegistrationFragment = graphql(`
  fragment WebinarRegistration_webinar on Webinar {
    id
    title
    webinarStatus
    startDate
    endDate
    location
    participationDetails
    price
    registration {
      passcode
      eventCode
      userEmail
    }
  }
`);

export const WebinarRegistrationViewerFragment = graphql(`
  fragment WebinarRegistration_viewer on Viewer {
    userType
  }
`);

export const RegisterForWebinarMutation = graphql(`
  mutation RegisterForWebinar($id: ID!) {
    registerForWebinar(id: $id) {
      id
      registration {
        passcode
        eventCode
        userEmail
      }
    }
  }
`);

export const PAID_WEBINAR_TEXT = 'This webinar is for subscribers. Contact your account team to attend.';

export function WebinarRegistration(props: {
  webinar: FragmentType<typeof WebinarRegistrationFragment>;
  viewer: FragmentType<typeof WebinarRegistrationViewerFragment> | null;
}) {
  const webinar = getFragmentData(WebinarRegistrationFragment, props.webinar);
  const viewer = getFragmentData(WebinarRegistrationViewerFragment, props.viewer);
  const location = useLocation();
  const announce = useAnnounce();
  const [register, { loading }] = useMutation(RegisterForWebinarMutation);
  const [error, setError] = useState<string | null>(null);

  if (webinar.webinarStatus === 'past') {
    return <Typography component="p">This event took place on {formatLongDate(webinar.startDate.slice(0, 10))}.</Typography>;
  }
  if (webinar.registration) {
    return (
      <Box role="status" sx={{ p: 2, border: 1, borderColor: 'success.main', borderRadius: 1 }}>
        <Typography component="p" sx={{ fontWeight: 600 }}>
          You are registered.
        </Typography>
        <Typography component="p">
          Passcode <strong>{webinar.registration.passcode}</strong> · Event code <strong>{webinar.registration.eventCode}</strong>
        </Typography>
        <Typography component="p" variant="body2" color="text.secondary">
          The joining details were sent to {webinar.registration.userEmail}.
        </Typography>
        <AddToCalendar
          event={{
            name: webinar.title,
            description: `${webinar.participationDetails}\nPasscode ${webinar.registration.passcode}, event code ${webinar.registration.eventCode}.\n${window.location.href}`,
            location: webinar.location,
            startDate: webinar.startDate,
            endDate: webinar.endDate,
          }}
        />
      </Box>
    );
  }
  if (!viewer) {
    return (
      <Button variant="contained" href={loginHref(`${location.pathname}${location.search}`)}>
        Log in to register
      </Button>
    );
  }
  if (!canRegisterForWebinar(viewer.userType, webinar.price)) return <Typography component="p">{PAID_WEBINAR_TEXT}</Typography>;

  const onRegister = async () => {
    setError(null);
    try {
      await register({ variables: { id: webinar.id } });
      announce('You are registered for this webinar', 'polite');
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'Registration failed');
    }
  };
  return (
    <Box>
      <PrimaryActionButton isLoading={loading} onClick={onRegister}>
        {loading ? 'Registering…' : 'Register'}
      </PrimaryActionButton>
      {error && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {error}
        </Alert>
      )}
    </Box>
  );
}
