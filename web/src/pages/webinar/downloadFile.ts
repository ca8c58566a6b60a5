// Downloads a file the portal serves (spec 1 §7-§8): fetched, so a refusal or failure can be told
// ('Unable to download {ext} file {title}', logged; a non-200 is rejected with its status text),
// then handed to the browser as a file.
import { reportError } from '../../app/reportError';

export const downloadFailedMessage = (extension: string, title: string) => `Unable to download ${extension} file ${title}`;

/** The file name from a Content-Disposition header, or the fallback. */
function fileNameOf(response: Response, fallback: string): string {
  return /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? fallback;
}

export const fileDownload = {
  /** Resolves once the browser has the file; rejects with the spec's message (already logged). */
  async download(url: string, file: { title: string; fileExtension: string }): Promise<void> {
    try {
      const response = await fetch(url, { credentials: 'same-origin' });
      if (!response.ok) throw new Error(response.statusText || `HTTP ${response.status}`);
      const blobUrl = URL.createObjectURL(await response.blob());
      const link = document.createElement('a');
      link.href = blobUrl;
      link.download = fileNameOf(response, `${file.title}.${file.fileExtension}`);
      document.body.append(link);
      link.click();
      link.remove();
      // Revoked after the click has been handled, or some browsers lose the file.
      setTimeout(() => URL.revokeObjectURL(blobUrl), 0);
    } catch (error) {
      const message = downloadFailedMessage(file.fileExtension, file.title);
      reportError(error, message);
      throw new Error(message, { cause: error });
    }
  },
};
