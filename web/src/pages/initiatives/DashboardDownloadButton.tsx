// The dashboard download (spec 2 §6, §7; shown only while release_Outcomes_Download_PPT is on): the
// file is fetched from the gateway's download route, then saved under the name the server gave.
// A refusal shows the server's message as errorDetails of type 'download'.
import { useState } from 'react';
import Button from '@mui/material/Button';
import { dashboardDownloadPath } from '@portal/domain';
import { NO_ERROR, downloadError, type ErrorDetails } from './errorDetails';

const FALLBACK_MESSAGE = 'The dashboard could not be downloaded. Please try again.';

function fileNameOf(response: Response): string {
  const match = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '');
  return match?.[1] ?? 'dashboard.pptx';
}

async function messageOf(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { message?: unknown };
    return typeof body.message === 'string' && body.message ? body.message : FALLBACK_MESSAGE;
  } catch {
    return FALLBACK_MESSAGE;
  }
}

export function DashboardDownloadButton({ initiativeId, onError }: { initiativeId: string; onError: (details: ErrorDetails) => void }) {
  const [downloading, setDownloading] = useState(false);

  const download = async () => {
    setDownloading(true);
    onError(NO_ERROR);
    try {
      const response = await fetch(dashboardDownloadPath(initiativeId), { credentials: 'same-origin' });
      if (!response.ok) return onError(downloadError(await messageOf(response)));
      const url = URL.createObjectURL(await response.blob());
      const link = document.createElement('a');
      link.href = url;
      link.download = fileNameOf(response);
      document.body.append(link);
      link.click();
      link.remove();
      // Revoked after the click has handed the file to the browser.
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch {
      onError(downloadError(FALLBACK_MESSAGE));
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Button variant="outlined" onClick={() => void download()} loading={downloading}>
      Download dashboard (PowerPoint)
    </Button>
  );
}
