// /contact-form?id= (spec 1 §2, §3): the header of the contact type (9, 10, 13, 16, 26; none or
// an unknown one is the support form, 9), the contact hours and the form. Signed out it is the
// public contact-us page the error page links to: the visitor also gives a name and an address.
// The loader reads the header and, for a signed-in reader, the profile's phone from the network
// (one reader's data is never served from the cache).
import { useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useLocation, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { contactFormType } from '@portal/domain';
import { graphql } from '../../gql';
import { useLoadedQuery } from '../../app/pageLoaders';
import { preloadQueryContext } from '../../app/routerContext';
import { TitledPage } from '../../layout/TitledPage';
import { ContactForm } from './ContactForm';
import { ContactHours } from '../../components/ContactHours';
import { contactReferer } from './contactReferer';

export const ContactFormPageQuery = graphql(`
  query ContactFormPage($id: Int) {
    contactFormHeader(id: $id) {
      id
      title
      description
    }
    viewer {
      id
      formData {
        phoneNumber
      }
    }
  }
`);

/** The contact type the URL names, or the support form's. */
export function contactTypeOfUrl(url: string | URL) {
  return contactFormType(new URL(url, 'http://portal').searchParams.get('id')).id;
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const preloadQuery = context.get(preloadQueryContext);
  return preloadQuery.toPromise(preloadQuery(ContactFormPageQuery, { variables: { id: contactTypeOfUrl(request.url) }, fetchPolicy: 'network-only' }));
}

/** Worked out once, in the browser (the server renders the default; it is not shown). */
function useReferer(): string {
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const [referer] = useState(() =>
    contactReferer({
      from: searchParams.get('from'),
      documentReferrer: typeof document === 'undefined' ? '' : document.referrer,
      // React Router's first location of a document has the key 'default'.
      firstPageOfDocument: location.key === 'default',
      origin: typeof window === 'undefined' ? '' : window.location.origin,
    }),
  );
  return referer;
}

export function Component() {
  const { data } = useLoadedQuery<typeof loader>();
  const referer = useReferer();
  const header = data.contactFormHeader;
  const contactType = contactFormType(header.id).id;
  const reader = data.viewer ? { phoneNumber: data.viewer.formData.phoneNumber ?? null } : null;
  return (
    <TitledPage title={header.title} maxWidth={760}>
      <Typography sx={{ mb: 3 }}>{header.description}</Typography>
      <Box sx={{ display: 'grid', gap: 4 }}>
        <ContactHours />
        <Box component="section" aria-labelledby="contact-form-heading">
          <Typography variant="h2" id="contact-form-heading" sx={{ mb: 2 }}>
            Send us a message
          </Typography>
          {/* A new form for another contact type or another reader. */}
          <ContactForm key={`${contactType}:${data.viewer?.id ?? 'visitor'}`} contactType={contactType} label={header.title} referer={referer} reader={reader} />
        </Box>
      </Box>
    </TitledPage>
  );
}
