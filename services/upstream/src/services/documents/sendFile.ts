// How every downloaded file leaves upstream: its type, never sniffed as another; a file name the
// browser saves it under; and out of shared caches (a personalised PDF is one reader's, a restricted
// report's figure is its entitled readers').
import type { Response } from 'express';

export interface DownloadFile {
  bytes: Buffer;
  contentType: string;
  /** Letters, digits, dots and dashes only (a quoted header value). */
  fileName: string;
}

/** `private`: a browser may keep the file, a shared cache may not; `no-store`: one reader's own file. */
export function sendFile(res: Response, file: DownloadFile, cache: 'private' | 'no-store', disposition: 'attachment' | 'inline' = 'attachment'): void {
  res
    .status(200)
    .set({
      'Content-Type': file.contentType,
      'Content-Length': String(file.bytes.length),
      'Content-Disposition': `${disposition}; filename="${file.fileName.replace(/[^A-Za-z0-9._-]/g, '_')}"`,
      'Cache-Control': cache === 'private' ? 'private, max-age=300' : 'no-store',
      'X-Content-Type-Options': 'nosniff',
    })
    .end(file.bytes);
}
