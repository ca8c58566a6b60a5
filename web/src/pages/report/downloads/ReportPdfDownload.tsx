// "Download PDF" on the report page (spec 1 §7 getpersonalisedpdf): the report as a tagged PDF
// stamped with the reader's name, company and date, for signed-in readers (a visitor has no name
// to stamp; the control is not shown to them), and for anyone reading the report by a reprint or
// preview link, whose token the download sends as a header (a visitor's copy is stamped as a reprint).
import { useCallback } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { reportPdfDownloadPath } from '@portal/domain';
import { useSignedIn } from '../useSignedIn';
import { useReprintTokenHeaders } from '../reprints/useReprintTokenHeaders';
import { fetchFile } from './saveFile';
import { useDownload } from './useDownload';

export function ReportPdfDownload({ reportId, title }: { reportId: string; title: string }) {
  const signedIn = useSignedIn();
  const tokenHeaders = useReprintTokenHeaders();
  const make = useCallback(() => fetchFile(reportPdfDownloadPath(reportId), `${reportId}.pdf`, tokenHeaders), [reportId, tokenHeaders]);
  const download = useDownload('pdf', title, make);
  if (!signedIn && Object.keys(tokenHeaders).length === 0) return null;
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
