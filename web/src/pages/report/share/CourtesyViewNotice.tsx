// Spec 3 §3 courtesyView: a reader who reads this report through a share link is told so, which
// report it is and until when; the notice is on the page whenever that is how they read it.
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { courtesyViewNotice } from '@portal/domain';

export const COURTESY_VIEW_TITLE = 'Courtesy view';

export function CourtesyViewNotice({ title, expiresAt }: { title: string; expiresAt: string }) {
  return (
    <Alert severity="info" role="status" sx={{ mb: 3 }}>
      <AlertTitle component="h2" sx={{ fontSize: '1rem', m: 0 }}>
        {COURTESY_VIEW_TITLE}
      </AlertTitle>
      {courtesyViewNotice(title, expiresAt)}
    </Alert>
  );
}
