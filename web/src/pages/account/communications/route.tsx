// Route module for /my-account/communications, loaded lazily: the loader preloads the viewer's
// preferences from the network. Logged out, the page offers a way to log in.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { useReadQuery } from '@apollo/client/react';
import { pageTitle, type CommunicationPreferences } from '@portal/domain';
import { graphql } from '../../../gql';
import { preloadQueryContext } from '../../../app/routerContext';
import { SignInPrompt } from '../SignInPrompt';
import { PreferencesForm } from './PreferencesForm';
import { PasswordlessNotice } from '../../identity/passwordless/PasswordlessNotice';

export const COMMUNICATIONS_PAGE_TITLE = 'Communication Preferences';

export const CommunicationsPageQuery = graphql(`
  query CommunicationsPage {
    viewer {
      id
      preferences {
        id
        research
        webinar
        phoneCall
        unsubscribe
        productsAndServices
        researchSurveys
        events
      }
    }
  }
`);

export async function loader({ context }: LoaderFunctionArgs) {
  const preloadQuery = context.get(preloadQueryContext);
  return preloadQuery.toPromise(preloadQuery(CommunicationsPageQuery, { fetchPolicy: 'network-only' }));
}

export function Component() {
  const queryRef = useLoaderData<typeof loader>();
  const { data } = useReadQuery(queryRef);
  const preferences = data.viewer?.preferences;
  return (
    <Box>
      <title>{pageTitle(COMMUNICATIONS_PAGE_TITLE)}</title>
      <Typography variant="h1" sx={{ mb: 2 }}>
        {COMMUNICATIONS_PAGE_TITLE}
      </Typography>
      <PasswordlessNotice />
      {preferences ? (
        <PreferencesForm
          key={preferences.id}
          stored={{
            research: preferences.research as CommunicationPreferences['research'],
            webinar: preferences.webinar as CommunicationPreferences['webinar'],
            phoneCall: preferences.phoneCall as CommunicationPreferences['phoneCall'],
            unsubscribe: preferences.unsubscribe as CommunicationPreferences['unsubscribe'],
            productsAndServices: preferences.productsAndServices,
            researchSurveys: preferences.researchSurveys,
            events: preferences.events,
          }}
        />
      ) : (
        <SignInPrompt text="Log in to choose which e-mails and calls you receive from us." />
      )}
    </Box>
  );
}
