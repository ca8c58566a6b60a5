// The inquiry page's content: the form with the choices the reader's flags allow (spec 1 §6:
// inquiry and guidance need a flag, research requests come with the subscription), or, when none is
// allowed, why not and where to ask for more (the Talk To Sales contact form); and when to reach us.
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { inquiryFormsAllowed, type InquiryAccess } from '@portal/domain';
import { ContactHours } from '../../components/ContactHours';
import { TitledPage } from '../../layout/TitledPage';
import { InquiryForm, type InquiryAnalyst } from './InquiryForm';

export const INQUIRY_TITLE = 'Ask an Analyst';
/** Talk To Sales (contact type 13): where a reader without inquiry access asks for it. */
export const TALK_TO_SALES_HREF = '/contact-form?id=13';

export interface InquiryFormData {
  analysts: readonly InquiryAnalyst[];
  access: InquiryAccess;
  formSelection: readonly string[];
  preselectedAnalystId?: string | null;
}

function NoFormAllowed() {
  return (
    <Box sx={{ mb: 3 }}>
      <Typography sx={{ mb: 1 }}>Your membership does not include analyst inquiries, guidance sessions or research requests.</Typography>
      <Typography>
        <Link component={RouterLink} to={TALK_TO_SALES_HREF}>
          Talk to sales about adding analyst access
        </Link>
      </Typography>
    </Box>
  );
}

export function InquiryPage({ form }: { form: InquiryFormData }) {
  // The server's selection, and only what the flags allow: both say the same, and neither may widen the other.
  const allowed = inquiryFormsAllowed(form.access);
  const selection = form.formSelection.filter((kind) => (allowed as string[]).includes(kind));
  return (
    <TitledPage title={INQUIRY_TITLE} maxWidth={720}>
      {selection.length === 0 ? (
        <NoFormAllowed />
      ) : (
        <>
          <Typography sx={{ mb: 3 }}>Tell us what you need and an analyst will get back to you.</Typography>
          <InquiryForm formSelection={selection} analysts={form.analysts} preselectedAnalystId={form.preselectedAnalystId} />
        </>
      )}
      <Box sx={{ mt: 4 }}>
        <ContactHours />
      </Box>
    </TitledPage>
  );
}
