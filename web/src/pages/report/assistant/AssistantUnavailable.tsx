// Why a reader cannot ask, in place of the form (spec 2 §6): a visitor is asked to log in (and comes
// back here); a signed-in reader without access (hasAccess false) is told so.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { ASSISTANT_NOT_ACCESSIBLE_MESSAGE, ASSISTANT_SIGN_IN_MESSAGE } from '@portal/domain';
import { LogInToActButton } from '../../../components/LogInToActButton';

export function AssistantUnavailable({ reason }: { reason: 'visitor' | 'no-access' }) {
  if (reason === 'no-access') return <Alert severity="info">{ASSISTANT_NOT_ACCESSIBLE_MESSAGE}</Alert>;
  return (
    <Alert severity="info">
      <Box sx={{ mb: 1 }}>{ASSISTANT_SIGN_IN_MESSAGE}.</Box>
      <LogInToActButton label={ASSISTANT_SIGN_IN_MESSAGE}>Log in</LogInToActButton>
    </Alert>
  );
}
