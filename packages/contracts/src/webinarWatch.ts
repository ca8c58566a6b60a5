// webinar-service: what a reader may do with a webinar beyond reading about it (spec 3 §3 Webinar
// hasAccess and the webinar page's downloadableAssets, spec 3 §7 trackWebinarAssetsDownload, issue
// #13): whether the caller has access, the downloadable assets and their files (each file served
// is a tracked download), and an on-demand webinar's recording with its WebVTT captions. Files
// travel as base64 in JSON between the layers; the gateway sends the bytes to the browser.
import type { output } from 'zod';
import { isWebinarAssetId, recordingProgressInputSchema, RECORDING_MILESTONES, z } from '@portal/domain';
import { defineContracts } from './contract.js';
import { idListParam, idParam, isWebinarId } from './wire.js';

export const webinarAccessItemSchema = z.object({ contentId: z.string(), hasAccess: z.boolean() });
export type WebinarAccessItemDto = output<typeof webinarAccessItemSchema>;

/** Spec 1 §3 attachedDownloadableAsset: url, fileType, fileSize, title, fileExtension, id. */
export const webinarAssetSchema = z.object({
  id: z.string(),
  title: z.string(),
  /** The portal's download route for it (the gateway's), not upstream's. */
  url: z.string(),
  fileType: z.string(),
  fileExtension: z.string(),
  /** bytes */
  fileSize: z.number().int().nonnegative(),
  /** How many times readers have downloaded it (the download tracking). */
  downloadCount: z.number().int().nonnegative(),
});
export type WebinarAssetDto = output<typeof webinarAssetSchema>;

export const webinarFileSchema = z.object({
  fileName: z.string(),
  contentType: z.string(),
  contentBase64: z.string(),
});
export type WebinarFileDto = output<typeof webinarFileSchema>;

export const webinarRecordingSchema = webinarFileSchema.extend({
  /** seconds */
  durationSeconds: z.number().positive(),
});
export type WebinarRecordingDto = output<typeof webinarRecordingSchema>;

export const webinarCaptionsSchema = z.object({
  /** BCP 47, for the track's srclang. */
  language: z.string(),
  label: z.string(),
  /** A WebVTT file. */
  text: z.string(),
});
export type WebinarCaptionsDto = output<typeof webinarCaptionsSchema>;

/** The caller's own progress through a recording (player analytics); zeros before they play it. */
export const webinarRecordingProgressSchema = z.object({
  positionSeconds: z.number().nonnegative(),
  furthestMilestone: z.union(RECORDING_MILESTONES.map((m) => z.literal(m))),
  playStarts: z.number().int().nonnegative(),
});
export type WebinarRecordingProgressDto = output<typeof webinarRecordingProgressSchema>;

const webinarIdParams = z.object({ id: idParam(isWebinarId) });

export const webinarWatchContracts = defineContracts('webinarWatch', '/webinar-service/api/v1', {
  /** The caller's access to each webinar asked (all false for a visitor); unknown ids are left out. */
  access: { method: 'GET', path: '/webinar/access', query: z.object({ ids: idListParam(isWebinarId) }), response: z.object({ items: z.array(webinarAccessItemSchema) }) },
  /** What can be downloaded (listed for everyone; the files need access). */
  assets: { method: 'GET', path: '/webinar/:id/assets', params: webinarIdParams, response: z.object({ items: z.array(webinarAssetSchema) }) },
  /** One asset's file, for a reader with access; serving it counts a download. */
  assetFile: {
    method: 'GET',
    path: '/webinar/:id/assets/:assetId',
    params: webinarIdParams.extend({ assetId: z.string().refine(isWebinarAssetId, { error: (issue) => `No downloadable asset ${String(issue.input)} for this webinar` }) }),
    response: webinarFileSchema,
  },
  /** An ended webinar's recording, for a reader with access. */
  recording: { method: 'GET', path: '/webinar/:id/recording', params: webinarIdParams, response: webinarRecordingSchema },
  /** The recording's captions (WebVTT), for a reader with access. */
  captions: { method: 'GET', path: '/webinar/:id/recording/captions', params: webinarIdParams, response: webinarCaptionsSchema },
  /** The caller's own progress through the recording (the user from the signed header, never a parameter). */
  recordingProgress: { method: 'GET', path: '/webinar/:id/recording/progress', params: webinarIdParams, response: webinarRecordingProgressSchema },
  /** Saves the caller's position (and milestone, play start); answers the progress kept. */
  saveRecordingProgress: {
    method: 'PUT',
    path: '/webinar/:id/recording/progress',
    params: webinarIdParams,
    body: recordingProgressInputSchema,
    response: webinarRecordingProgressSchema,
  },
});
