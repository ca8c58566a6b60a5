// One initiative (spec 2 §2, §3): its description and actions, whose it is in the client viewer,
// and the dashboard download while release_Outcomes_Download_PPT is on. The owner changes statuses
// here, which reloads the detail; the client viewer reads them.
import { useState } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { graphql, getFragmentData, type FragmentType } from '../../gql';
import { useFeatureFlags } from '../../app/featureFlags';
import { TitledPage } from '../../layout/TitledPage';
import { ActionList } from './ActionList';
import { DashboardDownloadButton } from './DashboardDownloadButton';
import { InitiativeErrorAlert } from './InitiativeErrorAlert';
import { NO_ERROR } from './errorDetails';

export const InitiativeDetailFragment = graphql(`
  fragment InitiativeDetail_initiative on Initiative {
    id
    title
    description
    clientName
    accountName
    actions {
      ...ActionList_action
    }
  }
`);

interface InitiativeDetailProps {
  initiative: FragmentType<typeof InitiativeDetailFragment>;
  /** The owner's page (statuses change) or the client viewer's (read-only, with whose it is). */
  mode: 'owner' | 'viewer';
}

export function InitiativeDetail({ initiative: ref, mode }: InitiativeDetailProps) {
  const initiative = getFragmentData(InitiativeDetailFragment, ref);
  const { outcomesDownloadPpt } = useFeatureFlags();
  const [error, setError] = useState(NO_ERROR);
  const back = mode === 'owner' ? { to: '/myinitiatives', text: 'Back to My Initiatives' } : { to: '/myinitiatives/viewer', text: 'Back to the client viewer' };
  return (
    <TitledPage title={initiative.title} maxWidth={960}>
      <Link component={RouterLink} to={back.to} sx={{ display: 'inline-block', mb: 2 }}>
        {back.text}
      </Link>
      {mode === 'viewer' && (
        <Typography sx={{ mb: 1 }} data-testid="initiative-client">
          Client: {initiative.clientName}, {initiative.accountName}
        </Typography>
      )}
      <Typography sx={{ mb: 2 }}>{initiative.description}</Typography>
      {outcomesDownloadPpt && (
        <Box sx={{ mb: 2 }}>
          <DashboardDownloadButton initiativeId={initiative.id} onError={setError} />
        </Box>
      )}
      <InitiativeErrorAlert details={error} />
      <Box component="section" aria-labelledby="initiative-actions">
        <Typography component="h2" variant="h4" id="initiative-actions" sx={{ mb: 1 }}>
          Actions
        </Typography>
        <ActionList actions={initiative.actions} editable={mode === 'owner'} onError={setError} emptyText="This initiative has no actions yet." />
      </Box>
    </TitledPage>
  );
}
