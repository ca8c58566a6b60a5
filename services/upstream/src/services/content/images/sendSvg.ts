// How every generated SVG leaves: typed, never sniffed as something else, and unable to run
// script or load anything when opened on its own (an SVG is a document, not just a picture).
import type { Response } from 'express';

/** A day: the drawings change only when the names and titles they show do. */
export const IMAGE_MAX_AGE_SECONDS = 86_400;

export const SVG_CONTENT_SECURITY_POLICY = "default-src 'none'; style-src 'unsafe-inline'";

/** `private` for images of restricted content, which a shared cache must not keep. */
export function sendSvg(res: Response, svg: string, scope: 'public' | 'private' = 'public'): void {
  res
    .set({
      'Content-Type': 'image/svg+xml; charset=utf-8',
      'Cache-Control': `${scope}, max-age=${IMAGE_MAX_AGE_SECONDS}`,
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': SVG_CONTENT_SECURITY_POLICY,
    })
    .send(svg);
}
