// A webinar's files for the browser (issue #13, spec 3 webinar page): its downloadable assets
// (GET /downloads/webinars/{id}/{assetId}, an attachment; each one served is a tracked download),
// an ended webinar's recording (GET /media/webinars/{id}/recording, played by the page's media
// player, byte ranges honoured so it can seek) and its WebVTT captions
// (GET /media/webinars/{id}/captions.vtt, the player's <track>). As initiativeDownload.ts does, the
// gateway asks content-graph with the session's user (ownGraphql) and webinar-service decides who
// may have them: a visitor gets 401, a reader without access 403, in the REST error shape.
import express, { type Request, type Response, type Router } from 'express';
import { WEBINAR_ASSET_DOWNLOAD_ROUTE, WEBINAR_CAPTIONS_ROUTE, WEBINAR_RECORDING_ROUTE } from '@portal/domain';
import type { Logger } from 'pino';
import type { ClientAddressOf } from './clientAddress.js';
import { httpErrorOf, type OwnGraphql, type OwnGraphqlError } from './ownGraphql.js';
import type { SessionUserResolver } from './auth/sessionUser.js';

const ASSET = 'query WebinarAssetFile($id: ID!, $assetId: ID!) { webinarAssetFile(id: $id, assetId: $assetId) { fileName contentType contentBase64 } }';
const RECORDING = 'query WebinarRecordingFile($id: ID!) { webinarRecordingFile(id: $id) { contentType contentBase64 } }';
const CAPTIONS = 'query WebinarCaptions($id: ID!) { webinarCaptions(id: $id) { text } }';
const UNREACHABLE = 'The webinar file could not be fetched: the webinar service is unreachable';

export interface WebinarFilesOptions {
  graphql: OwnGraphql;
  userOf: SessionUserResolver;
  logger: Logger;
  clientAddressOf: ClientAddressOf;
}

/** A file name safe in a quoted header value. */
const headerSafe = (name: string) => name.replace(/[^A-Za-z0-9._-]/g, '_');

/**
 * The one byte range of a `Range: bytes=a-b` header within `size` bytes (suffix `-n` and open
 * `a-` too), undefined without one, or null when it cannot be satisfied. Several ranges are
 * answered whole (a 200), as RFC 9110 allows.
 */
export function byteRange(header: string | undefined, size: number): { start: number; end: number } | null | undefined {
  const match = header?.match(/^bytes=(\d*)-(\d*)$/);
  if (!match || (match[1] === '' && match[2] === '')) return undefined;
  if (match[1] === '') {
    const suffix = Number(match[2]);
    return suffix === 0 ? null : { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  return start >= size || end < start ? null : { start, end };
}

function sendMedia(req: Request, res: Response, contentType: string, bytes: Buffer) {
  res.set({ 'Content-Type': contentType, 'Accept-Ranges': 'bytes' });
  const range = byteRange(req.get('range'), bytes.length);
  if (range === null) return res.status(416).set('Content-Range', `bytes */${bytes.length}`).end();
  if (range === undefined) return res.status(200).send(bytes);
  return res
    .status(206)
    .set('Content-Range', `bytes ${range.start}-${range.end}/${bytes.length}`)
    .send(bytes.subarray(range.start, range.end + 1));
}

export function webinarFilesRoutes({ graphql, userOf, logger, clientAddressOf }: WebinarFilesOptions): Router {
  const router = express.Router();

  /** Runs the operation as the session's user; sends the refusal (and returns undefined) when there is no file. */
  async function fetchAs<T, K extends keyof T>(req: Request, res: Response, query: string, variables: Record<string, unknown>, field: K): Promise<NonNullable<T[K]> | undefined> {
    // One reader's file: never kept by a cache between them and us.
    res.set('Cache-Control', 'no-store');
    try {
      const user = await userOf(req);
      const { data, errors } = await graphql<T>(query, variables, { user, clientIp: clientAddressOf(req) });
      const file = data?.[field];
      if (file) return file as NonNullable<T[K]>;
      const { status, body } = httpErrorOf(errors?.[0] as OwnGraphqlError | undefined, UNREACHABLE);
      res.status(status).json(body);
    } catch (error) {
      logger.error({ err: error }, 'webinar file failed');
      res.status(502).json({ status: 502, error: 'Bad Gateway', message: UNREACHABLE });
    }
    return undefined;
  }

  router.get(WEBINAR_ASSET_DOWNLOAD_ROUTE, async (req, res) => {
    const file = await fetchAs<{ webinarAssetFile: { fileName: string; contentType: string; contentBase64: string } | null }, 'webinarAssetFile'>(
      req, res, ASSET, { id: req.params.id, assetId: req.params.assetId }, 'webinarAssetFile',
    );
    if (!file) return;
    res
      .status(200)
      .set({ 'Content-Type': file.contentType, 'Content-Disposition': `attachment; filename="${headerSafe(file.fileName)}"` })
      .send(Buffer.from(file.contentBase64, 'base64'));
  });

  router.get(WEBINAR_RECORDING_ROUTE, async (req, res) => {
    const file = await fetchAs<{ webinarRecordingFile: { contentType: string; contentBase64: string } | null }, 'webinarRecordingFile'>(req, res, RECORDING, { id: req.params.id }, 'webinarRecordingFile');
    if (file) sendMedia(req, res, file.contentType, Buffer.from(file.contentBase64, 'base64'));
  });

  router.get(WEBINAR_CAPTIONS_ROUTE, async (req, res) => {
    const captions = await fetchAs<{ webinarCaptions: { text: string } | null }, 'webinarCaptions'>(req, res, CAPTIONS, { id: req.params.id }, 'webinarCaptions');
    if (captions) res.status(200).set('Content-Type', 'text/vtt; charset=utf-8').send(captions.text);
  });

  return router;
}
