// /intercept/business/profile?lr= (spec 1 §2, 3 §4): the registration step of a new user.
import Typography from '@mui/material/Typography';
import { useLoaderData, useNavigate } from 'react-router';
import { useReadQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { TitledPage } from '../../../layout/TitledPage';
import { interceptLoader } from './interceptLoader';
import { SignInPrompt } from '../../account/SignInPrompt';
import { leaveApp } from '../../auth/leaveApp';
import { RegistrationForm } from './RegistrationForm';
import { TERMS_INTERCEPTOR, afterProfile } from './interceptSteps';

export const PROFILE_STEP_TITLE = 'Complete Your Profile';

export const BusinessProfilePageQuery = graphql(`
  query BusinessProfilePage {
    viewer {
      id
      firstName
      lastName
      accountName
      profile {
        id
        jobTitle
        countryCode
        street
        city
        state
        otherRegion
        postalCode
      }
      specialRegistrationFields {
        name
        required
        value
      }
      countries {
        code
        name
      }
      registration {
        interceptors
      }
    }
  }
`);

export const loader = interceptLoader(BusinessProfilePageQuery);

export function Component() {
  const { target, queryRef } = useLoaderData<typeof loader>();
  const { data } = useReadQuery(queryRef);
  const navigate = useNavigate();
  const viewer = data.viewer;
  return (
    <TitledPage title={PROFILE_STEP_TITLE}>
      {!viewer ? (
        <SignInPrompt text="Log in to complete your registration." />
      ) : (
        <>
          <Typography sx={{ mb: 3 }}>Tell us a little about yourself so we can show you the research that matters to you.</Typography>
          <RegistrationForm
            defaults={{
              values: {
                firstName: viewer.firstName,
                lastName: viewer.lastName,
                title: viewer.profile.jobTitle,
                companyName: viewer.accountName,
                country: viewer.profile.countryCode,
                address: viewer.profile.street,
                city: viewer.profile.city,
                state: viewer.profile.state,
                otherRegion: viewer.profile.otherRegion,
                zipCode: viewer.profile.postalCode,
              },
              countries: viewer.countries,
              specialFields: viewer.specialRegistrationFields,
            }}
            onDone={async (nextStep) => {
              const next = afterProfile(nextStep, viewer.registration.interceptors.includes(TERMS_INTERCEPTOR), target);
              // Within the intercept steps the app stays; the return URL is loaded as a document,
              // so the gateway and the header see the now registered user.
              if (next.startsWith('/intercept/')) await navigate(next);
              else leaveApp(next);
            }}
          />
        </>
      )}
    </TitledPage>
  );
}
