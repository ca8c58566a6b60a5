// /my-account/password/change: for a signed-in user only.
import { graphql } from '../../../gql';
import { viewerPageLoader, useLoadedQuery } from '../../../app/pageLoaders';
import { TitledPage } from '../../../layout/TitledPage';
import { SignInPrompt } from '../../account/SignInPrompt';
import { ChangePasswordForm } from './ChangePasswordForm';

export const CHANGE_PASSWORD_TITLE = 'Change Password';

export const ChangePasswordPageQuery = graphql(`
  query ChangePasswordPage {
    viewer {
      id
      email
    }
  }
`);

export const loader = viewerPageLoader(ChangePasswordPageQuery);

export function Component() {
  const { data } = useLoadedQuery<typeof loader>();
  return (
    <TitledPage title={CHANGE_PASSWORD_TITLE}>
      {data.viewer ? <ChangePasswordForm /> : <SignInPrompt text="Log in to change your password." />}
    </TitledPage>
  );
}
