// /myinitiatives (spec 2 §2, §3): the reader's initiatives, each with its actions, and their other
// actions; a status changed here reloads the list. An internal user also finds the client viewer.
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { graphql, getFragmentData, type FragmentType } from '../../gql';
import { useFeatureFlags } from '../../app/featureFlags';
import { TitledPage } from '../../layout/TitledPage';
import { ActionList } from './ActionList';
import { InitiativeErrorAlert } from './InitiativeErrorAlert';
import { NO_ERROR } from './errorDetails';

export const INITIATIVES_TITLE = 'My Initiatives';
export const CLIENT_VIEWER_PATH = '/myinitiatives/viewer';

export const InitiativesPageFragment = graphql(`
  fragment InitiativesPage_viewer on Viewer {
    isInternal
    initiatives {
      initiatives {
        id
        url
        title
        description
        actions {
          ...ActionList_action
        }
      }
      otherActions {
        ...ActionList_action
      }
    }
  }
`);

export function InitiativesPage({ viewer: ref }: { viewer: FragmentType<typeof InitiativesPageFragment> }) {
  const viewer = getFragmentData(InitiativesPageFragment, ref);
  const { outcomesClientViewer } = useFeatureFlags();
  const [error, setError] = useState(NO_ERROR);
  const { initiatives, otherActions } = viewer.initiatives;
  return (
    <TitledPage title={INITIATIVES_TITLE} maxWidth={960}>
      <Typography sx={{ mb: 2 }}>Track the initiatives you are working on with us and the progress of each action.</Typography>
      {viewer.isInternal && outcomesClientViewer && (
        <Button component={RouterLink} to={CLIENT_VIEWER_PATH} variant="outlined" sx={{ mb: 3 }}>
          Open the client viewer
        </Button>
      )}
      <InitiativeErrorAlert details={error} />
      {initiatives.length === 0 && <Typography sx={{ mb: 3 }}>You have no initiatives yet.</Typography>}
      {initiatives.map((initiative) => (
        <Paper component="section" key={initiative.id} aria-labelledby={`initiative-${initiative.id}`} variant="outlined" sx={{ p: 3, mb: 3 }}>
          <Typography component="h2" variant="h4" id={`initiative-${initiative.id}`} sx={{ mb: 1 }}>
            <Link component={RouterLink} to={initiative.url}>
              {initiative.title}
            </Link>
          </Typography>
          <Typography sx={{ mb: 2 }}>{initiative.description}</Typography>
          <ActionList actions={initiative.actions} editable onError={setError} emptyText="This initiative has no actions yet." />
        </Paper>
      ))}
      <Box component="section" aria-labelledby="other-actions">
        <Typography component="h2" variant="h4" id="other-actions" sx={{ mb: 1 }}>
          Other actions
        </Typography>
        <ActionList actions={otherActions} editable onError={setError} emptyText="You have no other actions." />
      </Box>
    </TitledPage>
  );
}
