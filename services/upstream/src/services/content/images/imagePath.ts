// File names under the public image path. Only `analysts/{BIO id}.svg` and
// `figures/{RES id}-figure-{n}.svg` exist; the router answers 404 for any other shape. Within
// those shapes a malformed id is the caller's error (400), found before any query.
import { badRequest, invalidContentId } from '../../../http/httpError.js';
import { isAnalystId, isResearchId } from '../../../http/ids.js';

const SVG_SUFFIX = '.svg';
const FIGURE_STEM = /^(.*)-figure-([^-]*)$/;
// Figure numbers start at 1, without leading zeros, so each figure has exactly one file name.
const FIGURE_NUMBER = /^[1-9]\d{0,2}$/;

/** The stem of `{stem}.svg`, or null for any other file name (not an image we serve). */
function svgStem(file: string): string | null {
  return file.endsWith(SVG_SUFFIX) ? file.slice(0, -SVG_SUFFIX.length) : null;
}

/** `BIO10001.svg` -> 'BIO10001'; null when not an SVG file; throws 400 for a malformed id. */
export function analystIdOfFile(file: string): string | null {
  const id = svgStem(file);
  if (id === null) return null;
  if (!isAnalystId(id)) throw invalidContentId(id);
  return id;
}

export interface FigureFile {
  reportId: string;
  /** The figure block's id in the report body, `RES…-figure-{n}`. */
  figureId: string;
}

/** `RES100000-figure-6.svg` -> its report and figure ids; null when not an SVG file; throws 400 otherwise. */
export function figureOfFile(file: string): FigureFile | null {
  const stem = svgStem(file);
  if (stem === null) return null;
  const match = FIGURE_STEM.exec(stem);
  if (!match) throw badRequest(`Invalid figure id: ${stem}`);
  const [, reportId, number] = match;
  if (!isResearchId(reportId)) throw invalidContentId(reportId);
  if (!FIGURE_NUMBER.test(number)) throw badRequest(`Invalid figure id: ${stem}`);
  return { reportId, figureId: stem };
}
