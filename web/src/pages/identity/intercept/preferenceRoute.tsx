// /intercept/business/preference?lr= (spec 3 §2, §7 addSubscriptionPreferences): client and
// employee users choose what they subscribe to after registering.
import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Typography from '@mui/material/Typography';
import { useLoaderData, useNavigate, type LoaderFunctionArgs } from 'react-router';
import { useMutation, useReadQuery } from '@apollo/client/react';
import { pageTitle } from '@portal/domain';
import { graphql } from '../../../gql';
import { preloadQueryContext } from '../../../app/routerContext';
import { SignInPrompt } from '../../account/SignInPrompt';
import { leaveApp } from '../../auth/leaveApp';
import { messageOf } from '../formErrors';
import { returnTargetOf } from '../returnTarget';
import { TERMS_INTERCEPTOR, afterPreferences } from './interceptSteps';

export const PREFERENCE_TITLE = 'Your Subscription Preferences';

export const SUBSCRIPTION_OPTIONS = [
  { id: 'research', label: 'New research in my areas' },
  { id: 'webinars', label: 'Upcoming webinars' },
  { id: 'events', label: 'Events and summits' },
  { id: 'newsletters', label: 'Newsletters' },
];

export const BusinessPreferencePageQuery = graphql(`
  query BusinessPreferencePage {
    viewer {
      id
      registration {
        interceptors
        subscriptionPreferences
      }
    }
  }
`);

export const AddSubscriptionPreferencesMutation = graphql(`
  mutation AddSubscriptionPreferences($preferences: [String!]!) {
    addSubscriptionPreferences(preferences: $preferences)
  }
`);

export async function loader({ request, context }: LoaderFunctionArgs) {
  const target = returnTargetOf(request);
  const preloadQuery = context.get(preloadQueryContext);
  return { target, queryRef: await preloadQuery.toPromise(preloadQuery(BusinessPreferencePageQuery, { fetchPolicy: 'network-only' })) };
}

export function Component() {
  const { target, queryRef } = useLoaderData<typeof loader>();
  const { data } = useReadQuery(queryRef);
  const navigate = useNavigate();
  const [save, { loading }] = useMutation(AddSubscriptionPreferencesMutation);
  const [chosen, setChosen] = useState<string[]>(data.viewer?.registration.subscriptionPreferences ?? []);
  const [failure, setFailure] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    try {
      await save({ variables: { preferences: chosen } });
      const next = afterPreferences(data.viewer!.registration.interceptors.includes(TERMS_INTERCEPTOR), target);
      if (next.startsWith('/intercept/')) await navigate(next);
      else leaveApp(next);
    } catch (error) {
      setFailure(messageOf(error));
    }
  }

  return (
    <Box sx={{ maxWidth: 640 }}>
      <title>{pageTitle(PREFERENCE_TITLE)}</title>
      <Typography variant="h1" sx={{ mb: 2 }}>
        {PREFERENCE_TITLE}
      </Typography>
      {!data.viewer ? (
        <SignInPrompt text="Log in to choose your subscription preferences." />
      ) : (
        <Box component="form" noValidate onSubmit={submit} aria-label="Choose your subscription preferences">
          {failure && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {failure}
            </Alert>
          )}
          <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
            <Typography component="legend" sx={{ mb: 1 }}>
              Tell us what you would like to hear about.
            </Typography>
            <FormGroup>
              {SUBSCRIPTION_OPTIONS.map((option) => (
                <FormControlLabel
                  key={option.id}
                  control={
                    <Checkbox
                      name={option.id}
                      checked={chosen.includes(option.id)}
                      onChange={(event) => setChosen((list) => (event.target.checked ? [...list, option.id] : list.filter((id) => id !== option.id)))}
                    />
                  }
                  label={option.label}
                />
              ))}
            </FormGroup>
          </Box>
          <Box sx={{ mt: 2 }}>
            <Button type="submit" variant="contained" loading={loading}>
              Save and continue
            </Button>
          </Box>
        </Box>
      )}
    </Box>
  );
}
