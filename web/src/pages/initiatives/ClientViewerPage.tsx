// /myinitiatives/viewer (spec 2 §2-§5; internal users, release_Outcomes_Client_Viewer): an employee
// looks a client up by e-mail (trimmed) and sees whose initiatives they are, with links to each.
// A lookup stores the results or the error; emptying the e-mail resets both (spec 2 §4, §5).
import { useState, type FormEvent } from 'react';
import { useLazyQuery } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { clientLookupFormSchema, type ClientLookupFormValues } from '@portal/domain';
import { graphql } from '../../gql';
import type { InitiativesByEmailQuery as LookupData } from '../../gql/graphql';
import { FormSubmitButton } from '../../forms/FormSubmitButton';
import { FormTextField } from '../../forms/FormTextField';
import { TitledPage } from '../../layout/TitledPage';
import { ActionList } from './ActionList';
import { InitiativeErrorAlert } from './InitiativeErrorAlert';
import { NO_ERROR, viewError, type ErrorDetails } from './errorDetails';

export const CLIENT_VIEWER_TITLE = 'Client Initiatives Viewer';

export const InitiativesByEmailQuery = graphql(`
  query InitiativesByEmail($email: String!) {
    initiativesByEmail(email: $email) {
      clientName
      accountName
      initiatives {
        id
        title
        actions {
          actionItemId
          actionStatus
        }
      }
      otherActions {
        ...ActionList_action
      }
    }
  }
`);

type Found = LookupData['initiativesByEmail'];

function LookupResults({ found }: { found: Found }) {
  return (
    <Box component="section" aria-labelledby="client-results" sx={{ mt: 3 }}>
      <Typography component="h2" variant="h3" id="client-results">
        Initiatives of {found.clientName}
      </Typography>
      <Typography sx={{ mb: 2 }} data-testid="client-account">
        Account: {found.accountName}
      </Typography>
      {found.initiatives.length === 0 && <Typography>This client has no initiatives.</Typography>}
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
        {found.initiatives.map((initiative) => {
          const done = initiative.actions.filter((action) => action.actionStatus === 'Completed').length;
          return (
            <Paper component="li" key={initiative.id} variant="outlined" sx={{ p: 2 }}>
              <Link component={RouterLink} to={`/myinitiatives/viewer/${initiative.id}`} variant="h6">
                {initiative.title}
              </Link>
              <Typography variant="body2">
                {done} of {initiative.actions.length} actions completed
              </Typography>
            </Paper>
          );
        })}
      </Box>
      <Typography component="h3" variant="h4" sx={{ mt: 3, mb: 1 }}>
        Other actions
      </Typography>
      <ActionList actions={found.otherActions} editable={false} emptyText="This client has no other actions." />
    </Box>
  );
}

export function ClientViewerPage() {
  const [lookUp] = useLazyQuery(InitiativesByEmailQuery, { fetchPolicy: 'network-only' });
  const [found, setFound] = useState<Found | null>(null);
  const [error, setError] = useState<ErrorDetails>(NO_ERROR);
  const form = useForm<ClientLookupFormValues>({ resolver: zodResolver(clientLookupFormSchema), defaultValues: { email: '' } });

  // Spec 2 §4, §5: emptying the e-mail resets the lookup, its results and its error.
  const resetWhenEmptied = (event: FormEvent<HTMLFormElement>) => {
    const input = event.target as HTMLInputElement;
    if (input.name !== 'email' || input.value.trim() !== '') return;
    setFound(null);
    setError(NO_ERROR);
    form.clearErrors('email');
  };

  const submit = form.handleSubmit(async ({ email: trimmed }) => {
    setError(NO_ERROR);
    try {
      const { data } = await lookUp({ variables: { email: trimmed } });
      setFound(data?.initiativesByEmail ?? null);
    } catch (failure) {
      setFound(null);
      setError(viewError(failure));
    }
  });

  return (
    <TitledPage title={CLIENT_VIEWER_TITLE} maxWidth={960}>
      <Typography sx={{ mb: 2 }}>Look up a client by e-mail address to see their initiatives and the progress of their actions.</Typography>
      <Box component="form" role="search" aria-label="Look up a client" onSubmit={submit} onChange={resetWhenEmptied} noValidate sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <FormTextField control={form.control} name="email" type="email" label="Client e-mail address" autoComplete="off" sx={{ minWidth: 320 }} />
        <FormSubmitButton control={form.control}>Look up</FormSubmitButton>
      </Box>
      <InitiativeErrorAlert details={error} title="The client could not be looked up" />
      {found && <LookupResults found={found} />}
    </TitledPage>
  );
}
