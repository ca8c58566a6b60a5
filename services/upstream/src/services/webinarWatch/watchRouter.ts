// webinar-service: access, downloadable assets and the on-demand recording (contracts:
// @portal/contracts webinarWatch). The files are for readers with access (domain canWatchWebinar):
// a visitor gets 401, a reader without access 403, and neither learns more than that. Answers that
// depend on who asks, or that count downloads, are never stored by a cache. The recording's
// progress (player analytics) is the caller's own: read and written for the signed header's user.
import express, { type Router } from 'express';
import { WEBINAR_ACCESS_MESSAGES } from '@portal/domain';
import { webinarWatchContracts, type WebinarDto } from '@portal/contracts';
import type { Database } from '../../db/client.js';
import { callerOf } from '../../http/caller.js';
import { noStore } from '../../http/cacheControl.js';
import { findOrNotFound } from '../../http/findById.js';
import { HttpError, notFound, unauthorized } from '../../http/httpError.js';
import { serviceRouter } from '../../http/metrics.js';
import { serveContract } from '../../http/serveContract.js';
import type { Request } from 'express';
import { findWebinars } from '../webinar/webinarStore.js';
import { accessTo } from './access.js';
import { assetFilesOf, assetUrl } from './assets.js';
import { captionCues, toWebVtt } from './captions.js';
import { downloadCounts, recordDownload } from './downloadStore.js';
import { findProgress, saveProgress } from './progressStore.js';
import { recordingSeconds, recordingWav } from './recording.js';

/** The webinar, once the caller is known to have access to it; the caller's user id with it. */
async function watchable(db: Database, req: Request, id: string): Promise<{ webinar: WebinarDto; userId: string }> {
  const webinar = await findOrNotFound(findWebinars, db, id, 'Webinar');
  const caller = callerOf(req);
  if (caller.userId === null) throw unauthorized(WEBINAR_ACCESS_MESSAGES.signIn);
  const access = await accessTo(db, caller, [webinar]);
  if (!access.get(webinar.contentId)) throw new HttpError(403, WEBINAR_ACCESS_MESSAGES.notAccessible);
  return { webinar, userId: caller.userId };
}

function recorded(webinar: WebinarDto): void {
  if (webinar.webinarStatus !== 'past') throw notFound(WEBINAR_ACCESS_MESSAGES.notYetRecorded);
}

export function webinarWatchRouter(db: Database): Router {
  const router = serviceRouter();

  serveContract(router, webinarWatchContracts.access, async ({ query: { ids } }, req, res) => {
    const webinars = [...(await findWebinars(db, ids)).values()];
    const access = await accessTo(db, callerOf(req), webinars);
    noStore(res);
    return { items: ids.filter((id) => access.has(id)).map((id) => ({ contentId: id, hasAccess: access.get(id)! })) };
  });

  serveContract(router, webinarWatchContracts.assets, async ({ params: { id } }, _req, res) => {
    const webinar = await findOrNotFound(findWebinars, db, id, 'Webinar');
    const counts = await downloadCounts(db, id);
    noStore(res);
    return {
      items: assetFilesOf(webinar).map((file) => ({
        id: file.id,
        title: file.title,
        url: assetUrl(webinar, file),
        fileType: file.fileType,
        fileExtension: file.fileExtension,
        fileSize: file.bytes.length,
        downloadCount: counts.get(file.id) ?? 0,
      })),
    };
  });

  serveContract(router, webinarWatchContracts.assetFile, async ({ params: { id, assetId } }, req, res) => {
    const { webinar, userId } = await watchable(db, req, id);
    const file = assetFilesOf(webinar).find((f) => f.id === assetId);
    if (!file) throw notFound(WEBINAR_ACCESS_MESSAGES.noSuchAsset(assetId));
    // The tracking (spec 3 §7 trackWebinarAssetsDownload) is the serving itself: a file handed out is counted once.
    await recordDownload(db, userId, webinar.contentId, file.id);
    noStore(res);
    return { fileName: file.fileName, contentType: `${file.fileType}; charset=utf-8`, contentBase64: file.bytes.toString('base64') };
  });

  serveContract(router, webinarWatchContracts.recording, async ({ params: { id } }, req, res) => {
    const { webinar } = await watchable(db, req, id);
    recorded(webinar);
    const cues = captionCues(webinar);
    noStore(res);
    return { fileName: `${webinar.contentId}-recording.wav`, contentType: 'audio/wav', contentBase64: recordingWav(webinar.contentId, cues).toString('base64'), durationSeconds: recordingSeconds(cues) };
  });

  serveContract(router, webinarWatchContracts.captions, async ({ params: { id } }, req, res) => {
    const { webinar } = await watchable(db, req, id);
    recorded(webinar);
    noStore(res);
    return { language: 'en', label: 'English', text: toWebVtt(captionCues(webinar)) };
  });

  serveContract(router, webinarWatchContracts.recordingProgress, async ({ params: { id } }, req, res) => {
    const { webinar, userId } = await watchable(db, req, id);
    recorded(webinar);
    noStore(res);
    return findProgress(db, userId, webinar.contentId);
  });

  serveContract(router, webinarWatchContracts.saveRecordingProgress, { before: [express.json({ limit: '1kb' })] }, async ({ params: { id }, body }, req, res) => {
    const { webinar, userId } = await watchable(db, req, id);
    recorded(webinar);
    // A position past the end is the end: the recording's length is known here.
    const positionSeconds = Math.min(body.positionSeconds, recordingSeconds(captionCues(webinar)));
    noStore(res);
    return saveProgress(db, userId, webinar.contentId, { ...body, positionSeconds });
  });

  return router;
}
