// The stored communication preferences as the page reads them and the save answers them: one
// fragment, read into the form's values through the domain schema (which also narrows the choices).
import { communicationPreferencesSchema, type CommunicationPreferences } from '@portal/domain';
import { graphql, getFragmentData, type FragmentType } from '../../../gql';

export const StoredPreferencesFragment = graphql(`
  fragment StoredPreferences on CommunicationPreferences {
    id
    research
    webinar
    phoneCall
    unsubscribe
    productsAndServices
    researchSurveys
    events
  }
`);

export function storedPreferencesOf(stored: FragmentType<typeof StoredPreferencesFragment>): CommunicationPreferences {
  return communicationPreferencesSchema.parse(getFragmentData(StoredPreferencesFragment, stored));
}
