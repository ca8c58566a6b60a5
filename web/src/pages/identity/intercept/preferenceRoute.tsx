// /intercept/business/preference?lr= (spec 3 §2, §7 addSubscriptionPreferences): client and
// employee users choose what they subscribe to after registering.
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Typography from '@mui/material/Typography';
import { useLoaderData, useNavigate } from 'react-router';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useReadQuery } from '@apollo/client/react';
import { subscriptionPreferencesFormSchema } from '@portal/domain';
import { graphql } from '../../../gql';
import { FormErrorAlert } from '../../../forms/FormErrorAlert';
import { FormSubmitButton } from '../../../forms/FormSubmitButton';
import { SERVER_ERROR, messageOf } from '../../../forms/serverErrors';
import { TitledPage } from '../../../layout/TitledPage';
import { interceptLoader } from './interceptLoader';
import { SignInPrompt } from '../../account/SignInPrompt';
import { leaveApp } from '../../auth/leaveApp';
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

export const loader = interceptLoader(BusinessPreferencePageQuery);

export function Component() {
  const { target, queryRef } = useLoaderData<typeof loader>();
  const { data } = useReadQuery(queryRef);
  const navigate = useNavigate();
  const [save] = useMutation(AddSubscriptionPreferencesMutation);
  const form = useForm({
    resolver: zodResolver(subscriptionPreferencesFormSchema),
    defaultValues: { preferences: data.viewer?.registration.subscriptionPreferences ?? [] },
  });
  const { control } = form;

  const submit = form.handleSubmit(async ({ preferences }) => {
    try {
      await save({ variables: { preferences } });
      const next = afterPreferences(data.viewer!.registration.interceptors.includes(TERMS_INTERCEPTOR), target);
      if (next.startsWith('/intercept/')) await navigate(next);
      else leaveApp(next);
    } catch (error) {
      form.setError(SERVER_ERROR, { type: 'server', message: messageOf(error) });
    }
  });

  return (
    <TitledPage title={PREFERENCE_TITLE} maxWidth={640}>
      {!data.viewer ? (
        <SignInPrompt text="Log in to choose your subscription preferences." />
      ) : (
        <Box component="form" noValidate onSubmit={submit} aria-label="Choose your subscription preferences">
          <FormErrorAlert control={control} sx={{ mb: 2 }} />
          <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
            <Typography component="legend" sx={{ mb: 1 }}>
              Tell us what you would like to hear about.
            </Typography>
            <Controller
              control={control}
              name="preferences"
              render={({ field }) => (
                <FormGroup>
                  {SUBSCRIPTION_OPTIONS.map((option) => (
                    <FormControlLabel
                      key={option.id}
                      control={
                        <Checkbox
                          name={option.id}
                          checked={field.value.includes(option.id)}
                          onChange={(event) => field.onChange(event.target.checked ? [...field.value, option.id] : field.value.filter((id) => id !== option.id))}
                        />
                      }
                      label={option.label}
                    />
                  ))}
                </FormGroup>
              )}
            />
          </Box>
          <Box sx={{ mt: 2 }}>
            <FormSubmitButton control={control}>Save and continue</FormSubmitButton>
          </Box>
        </Box>
      )}
    </TitledPage>
  );
}
