// Route module for /my-account/communications, loaded lazily: the loader preloads the viewer's
// preferences from the network. Logged out, the page offers a way to log in.
import { graphql } from '../../../gql';
import { viewerPageLoader, useLoadedQuery } from '../../../app/pageLoaders';
import { SignInPrompt } from '../SignInPrompt';
import { PreferencesForm } from './PreferencesForm';
import { storedPreferencesOf } from './storedPreferences';
import { PasswordlessNotice } from '../../identity/passwordless/PasswordlessNotice';
import { TitledPage } from '../../../layout/TitledPage';

export const COMMUNICATIONS_PAGE_TITLE = 'Communication Preferences';

export const CommunicationsPageQuery = graphql(`
  query CommunicationsPage {
    viewer {
      id
      preferences {
        id
        ...StoredPreferences
      }
    }
  }
`);

export const loader = viewerPageLoader(CommunicationsPageQuery);

export function Component() {
  const { data } = useLoadedQuery<typeof loader>();
  const preferences = data.viewer?.preferences;
  return (
    <TitledPage title={COMMUNICATIONS_PAGE_TITLE}>
      <PasswordlessNotice />
      {preferences ? (
        <PreferencesForm
          key={preferences.id}
          stored={storedPreferencesOf(preferences)}
        />
      ) : (
        <SignInPrompt text="Log in to choose which e-mails and calls you receive from us." />
      )}
    </TitledPage>
  );
}
