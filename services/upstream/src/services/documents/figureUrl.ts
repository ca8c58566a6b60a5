// Which figure a download body's `url` names. Only images of our own CMS are accepted, by path: the
// portal's `/images/figures/{file}` or (an older body item's asset, isLegacyAsset) the CMS's own
// `/content-service/api/v1/content/public/image/figures/{file}`. Anything else, another host above
// all, is refused before any work: upstream never fetches a URL a body names.
import { badRequest } from '../../http/httpError.js';
import { figureOfFile, type FigureFile } from '../content/images/imagePath.js';
import { IMAGE_SERVICE_PATH } from '../content/images/imageRouter.js';

export const PORTAL_FIGURE_PREFIX = '/images/figures/';
export const CMS_FIGURE_PREFIX = `${IMAGE_SERVICE_PATH}/figures/`;

export const notAFigureMessage = (url: string) => `Not a figure image of this portal: ${url.slice(0, 120)}`;

/** The figure `url` names; a 400 for any other URL. */
export function figureOfUrl(url: string, legacy: boolean): FigureFile {
  const prefix = legacy ? CMS_FIGURE_PREFIX : PORTAL_FIGURE_PREFIX;
  const file = url.startsWith(prefix) ? url.slice(prefix.length) : null;
  // One path segment, nothing encoded, no query: the file name is all there is.
  const figure = file !== null && /^[A-Za-z0-9-]+\.svg$/.test(file) ? figureOfFile(file) : null;
  if (figure === null) throw badRequest(notAFigureMessage(url));
  return figure;
}
