// A listing whose first page failed: the heading and tabs stay, the failure is said in an alert.
import { useEffect, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { reportError } from '../../app/reportError';
import { searchFailureMessage } from '../search/SearchUnavailable';

export function ListingUnavailable({ hero, error, area }: { hero: ReactNode; error: unknown; area: string }) {
  useEffect(() => {
    reportError(error, area);
  }, [error, area]);
  return (
    <Box>
      {hero}
      <Alert severity="error">{searchFailureMessage(error)}</Alert>
    </Box>
  );
}
