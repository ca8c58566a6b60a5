// Saving a file the page fetched or made: a download the browser starts from an object URL, under
// the name given. A gateway download that does not answer 200 is rejected with its status text
// (spec 1 §8), after the server's own message when it sent one.

export interface FetchedFile {
  blob: Blob;
  fileName: string;
}

/** The server's `{ message }` (our REST error shape) or the status text. */
async function failureOf(response: Response): Promise<Error> {
  try {
    const body = (await response.json()) as { message?: unknown };
    if (typeof body.message === 'string' && body.message) return new Error(body.message);
  } catch {
    // Not JSON: the status text says it.
  }
  return new Error(response.statusText || `HTTP ${response.status}`);
}

/**
 * GETs a gateway download route with the session cookie (and `headers`: a reprint link's token, never
 * in the URL); the name from Content-Disposition, else `fallbackName`.
 */
export async function fetchFile(path: string, fallbackName: string, headers: Record<string, string> = {}): Promise<FetchedFile> {
  const response = await fetch(path, Object.keys(headers).length > 0 ? { credentials: 'same-origin', headers } : { credentials: 'same-origin' });
  if (response.status !== 200) throw await failureOf(response);
  const fileName = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
  return { blob: await response.blob(), fileName };
}

export function saveFile({ blob, fileName }: FetchedFile): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has handed the file to the browser.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
