// The mailto share link of spec 1 §7 (report, survey, webinar): opens the reader's own mail program
// with a subject and body naming the content and its address on this site.
import EmailOutlinedIcon from '@mui/icons-material/EmailOutlined';
import Button from '@mui/material/Button';
import { shareMailto, type MailtoShareKind } from '@portal/domain';
import { useSiteOrigin } from '../../app/siteOrigin';

export const mailtoShareLabel = (title: string) => `Email a link to ${title}`;

export function MailtoShareLink({ kind, title, path }: { kind: MailtoShareKind; title: string; path: string }) {
  const origin = useSiteOrigin();
  return (
    <Button size="small" variant="text" href={shareMailto(kind, title, `${origin}${path}`)} startIcon={<EmailOutlinedIcon />} aria-label={mailtoShareLabel(title)}>
      Email
    </Button>
  );
}
