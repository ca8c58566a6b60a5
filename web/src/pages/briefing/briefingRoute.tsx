// /briefing (spec 1 §2, §3, §5): a signed-in reader proposes a briefing. The gateway sends a
// visitor to /login?regType=guest&lr=/briefing before this renders; a client-side visit without a
// session goes the same way. The loader fetches the analysts to choose from and the reader's
// saved company information (from the network: one user's data is never served from the cache).
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, redirect, type LoaderFunctionArgs } from 'react-router';
import { graphql } from '../../gql';
import { viewerPageLoader, useLoadedQuery } from '../../app/pageLoaders';
import { isSignedIn } from '../../app/signedIn';
import { TitledPage } from '../../layout/TitledPage';
import { LOGIN_PATH } from '../auth/serverRoutes';
import { BriefingForm } from './BriefingForm';
import { BRIEFING_FORM_TITLE, BRIEFING_LANDING_PATH } from './briefingPaths';

export const BriefingPageQuery = graphql(`
  query BriefingPage {
    briefingForm {
      analysts {
        analystId
        name
        jobTitle
      }
    }
    viewer {
      id
      formData {
        companyInfo {
          companyName
          companyAddress
          companyCity
          companyState
          companyStateOther
          companyCountry
          companyZipCode
          companyPhone
          companyURL
          companyPurpose
        }
      }
    }
  }
`);

const loadPage = viewerPageLoader(BriefingPageQuery);

export async function loader(args: LoaderFunctionArgs) {
  if (!(await isSignedIn(args.context))) {
    const url = new URL(args.request.url);
    throw redirect(`${LOGIN_PATH}?regType=guest&lr=${encodeURIComponent(`${url.pathname}${url.search}`)}`);
  }
  return loadPage(args);
}

export function Component() {
  const { data } = useLoadedQuery<typeof loader>();
  return (
    <TitledPage title={BRIEFING_FORM_TITLE} maxWidth={800}>
      <Typography sx={{ mb: 3 }}>
        Propose a briefing to our analysts. Fields marked * are required.{' '}
        <Link component={RouterLink} to={BRIEFING_LANDING_PATH}>
          About analyst briefings
        </Link>
      </Typography>
      <BriefingForm analysts={data.briefingForm.analysts} savedCompany={data.viewer?.formData.companyInfo ?? null} />
    </TitledPage>
  );
}
