// /my-account/profile: the profile form, or a way to log in. After a save the page's query runs
// again (the reload of spec 1 §4) and the form starts afresh from what is stored.
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import type { ProfilePageQuery } from '../../../gql/graphql';
import { SignInPrompt } from '../SignInPrompt';
import { ProfileForm } from './ProfileForm';
import { TitledPage } from '../../../layout/TitledPage';

export const PROFILE_PAGE_TITLE = 'Profile';
export const PROFILE_SAVED_MESSAGE = 'Your profile has been saved.';

export function ProfilePage({ viewer, reload }: { viewer: ProfilePageQuery['viewer']; reload: () => Promise<unknown> }) {
  const [saved, setSaved] = useState(false);
  // A new form after each reload, so its values are what is stored.
  const [version, setVersion] = useState(0);

  async function onSaved() {
    await reload();
    setVersion((v) => v + 1);
    setSaved(true);
  }

  return (
    <TitledPage title={PROFILE_PAGE_TITLE}>
      {!viewer ? (
        <SignInPrompt text="Log in to see and edit your profile." />
      ) : (
        <>
          {saved && (
            // A status, not an alert: read out politely, once.
            <Alert severity="success" role="status" sx={{ mb: 2 }} onClose={() => setSaved(false)}>
              {PROFILE_SAVED_MESSAGE}
            </Alert>
          )}
          <ProfileForm key={version} viewer={viewer} onSaved={onSaved} />
        </>
      )}
    </TitledPage>
  );
}
