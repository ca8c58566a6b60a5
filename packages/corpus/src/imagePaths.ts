// Browser-facing image paths. The gateway serves /images/* from the content service's public image
// path (spec 1 §7), where upstream draws each one as SVG; the file name is the id it is drawn from.
export const IMAGES_BASE = '/images';

export function analystImagePath(analystContentId: string): string {
  return `${IMAGES_BASE}/analysts/${analystContentId}.svg`;
}

/** A plain-image figure's picture, named by the figure block's id (`RES…-figure-{n}`). */
export function figureImagePath(figureId: string): string {
  return `${IMAGES_BASE}/figures/${figureId}.svg`;
}

/** A flex page's or blueprint's hero picture (decorative), named by its id. */
export function heroImagePath(id: string): string {
  return `${IMAGES_BASE}/heroes/${id}.svg`;
}
