// "Download PDF" on the report page (spec 1 §7 getpersonalisedpdf): the report as a tagged PDF
// stamped with the reader's name, company and date, for signed-in readers (a visitor has no name
// to stamp; the control is not shown to them).
import { useCallback } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { reportPdfDownloadPath } from '@portal/domain';
import { useSignedIn } from '../useSignedIn';
import { fetchFile } from './saveFile';
import { useDownload } from './useDownload';

export function ReportPdfDownload({ reportId, title }: { reportId: string; title: string }) {
  const signedIn = useSignedIn();
  const make = useCallback(() => fetchFile(reportPdfDownloadPath(reportId), `${reportId}.pdf`), [reportId]);
  const download = useDownload('pdf', title, make);
  if (!signedIn) return null;
  return (
    <Box>
      <Button variant="outlined" startIcon={<PictureAsPdfIcon />} onClick={() => void download.start()} loading={download.busy} loadingPosition="start">
        Download PDF
      </Button>
      {download.error && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {download.error}
        </Alert>
      )}
    </Box>
  );
}
