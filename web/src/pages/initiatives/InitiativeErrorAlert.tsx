import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import type { ErrorDetails } from './errorDetails';

const TITLES: Record<ErrorDetails['type'], string> = {
  view: 'Your initiatives could not be updated',
  download: 'The dashboard could not be downloaded',
};

/** An initiatives page's errorDetails, with the server's message; nothing while there is none. */
export function InitiativeErrorAlert({ details, title }: { details: ErrorDetails; title?: string }) {
  if (!details.hasError) return null;
  return (
    <Alert severity="error" role="alert" sx={{ my: 2 }}>
      <AlertTitle>{title ?? TITLES[details.type]}</AlertTitle>
      {details.message}
    </Alert>
  );
}
