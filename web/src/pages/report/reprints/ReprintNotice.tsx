// Spec 3 §4 reprints mode: a report read by a reprints or preview token says so above the report, in
// place of the controls a subscriber has (share, access check, assistant), which a licence does not give.
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { REPRINT_NOTICE } from '@portal/domain';

export const REPRINT_NOTICE_TITLE = 'Reprint';

export function ReprintNotice() {
  return (
    <Alert severity="info" role="status" sx={{ mb: 3 }}>
      <AlertTitle component="h2" sx={{ fontSize: '1rem', m: 0 }}>
        {REPRINT_NOTICE_TITLE}
      </AlertTitle>
      {REPRINT_NOTICE}
    </Alert>
  );
}
