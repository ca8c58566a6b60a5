// One download control's state: busy while the file is made, and on failure the message spec 1 §8
// gives, 'Unable to download {ext} file {title}', shown next to the control and reported (logged
// with the cause) through the error-reporting helper.
import { useCallback, useState } from 'react';
import { downloadFailedMessage } from '@portal/domain';
import { reportError } from '../../../app/reportError';
import { saveFile, type FetchedFile } from './saveFile';

export interface Download {
  busy: boolean;
  /** The failure's message; null before a download and after one that worked. */
  error: string | null;
  start(): Promise<void>;
}

export function useDownload(extension: string, title: string, make: () => Promise<FetchedFile> | FetchedFile): Download {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const start = useCallback(async () => {
    setBusy(true);
    setError(null);
    try {
      saveFile(await make());
    } catch (cause) {
      const message = downloadFailedMessage(extension, title);
      reportError(cause, message);
      setError(message);
    } finally {
      setBusy(false);
    }
  }, [extension, title, make]);
  return { busy, error, start };
}
