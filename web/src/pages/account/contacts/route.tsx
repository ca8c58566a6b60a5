// Route module for /my-account/contacts, loaded lazily: the provider's contacts for the user's
// account, from the session (spec 1 §3 {product}Contacts).
import { graphql } from '../../../gql';
import { viewerPageLoader, useLoadedQuery } from '../../../app/pageLoaders';
import { ContactsPage } from './ContactsPage';

export const ContactsPageQuery = graphql(`
  query ContactsPage {
    viewer {
      id
      contacts {
        product
        role
        fullName
        email
        phone
      }
    }
  }
`);

export const loader = viewerPageLoader(ContactsPageQuery);

export function Component() {
  const { data } = useLoadedQuery<typeof loader>();
  return <ContactsPage contacts={data.viewer?.contacts ?? null} />;
}
