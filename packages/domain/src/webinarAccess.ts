// Who may watch a webinar's recording and download its files (spec 3 §3 Webinar hasAccess, issue
// #13): one rule for upstream (which serves the files), the graph (hasAccess) and the tests.
// A visitor has access to nothing (the files are for signed-in readers). Employees and subscribers
// of a research product (FD, FMI) have every webinar; a free webinar is any signed-in reader's; a
// paid one is otherwise only for a reader registered for it (registering, or buying it at checkout,
// which registers: spec 3 §4 "marked registered with access").
import { entitledProducts, type Reader } from './entitlements.js';

export const WEBINAR_ACCESS_MESSAGES = {
  signIn: 'Log in to watch this webinar and download its files',
  notAccessible: 'This webinar is for subscribers and registered attendees',
  notYetRecorded: 'The recording is available once the webinar has ended',
  noSuchAsset: (assetId: string) => `No downloadable asset ${assetId} for this webinar`,
} as const;

export interface WatchableWebinar {
  /** US dollars; 0 is free. */
  price: number;
}

export function canWatchWebinar(reader: Reader | null, webinar: WatchableWebinar, registered: boolean): boolean {
  if (!reader) return false;
  if (reader.userType.toLowerCase() === 'employee') return true;
  if (webinar.price === 0 || registered) return true;
  return entitledProducts(reader).length > 0;
}

/** The ids of a webinar's downloadable assets: the agenda always, the transcript once it is recorded. */
export const WEBINAR_ASSET_IDS = ['agenda', 'transcript'] as const;
export type WebinarAssetId = (typeof WEBINAR_ASSET_IDS)[number];
export const isWebinarAssetId = (value: string): value is WebinarAssetId => (WEBINAR_ASSET_IDS as readonly string[]).includes(value);

/** The portal's routes (the gateway's) for a webinar's files: never upstream's paths. */
export const WEBINAR_ASSET_DOWNLOAD_ROUTE = '/downloads/webinars/:id/:assetId';
export const WEBINAR_RECORDING_ROUTE = '/media/webinars/:id/recording';
export const WEBINAR_CAPTIONS_ROUTE = '/media/webinars/:id/captions.vtt';
export const webinarAssetPath = (webinarId: string, assetId: string) => `/downloads/webinars/${webinarId}/${assetId}`;
export const webinarRecordingPath = (webinarId: string) => `/media/webinars/${webinarId}/recording`;
export const webinarCaptionsPath = (webinarId: string) => `/media/webinars/${webinarId}/captions.vtt`;
