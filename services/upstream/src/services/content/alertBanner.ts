// content-service alert banners. The description is rich text written in a CMS; it is sanitised
// here, on the way out, so every consumer may render it as HTML: basic inline markup and links only.
import { asc } from 'drizzle-orm';
import type { Router } from 'express';
import sanitizeHtml from 'sanitize-html';
import { contentContracts, type AlertBannerDto } from '@portal/contracts';
import type { Database } from '../../db/client.js';
import { alertBanners } from '../../db/schema.js';
import { cachePublic } from '../../http/cacheControl.js';
import { serviceRouter } from '../../http/metrics.js';
import { serveContract } from '../../http/serveContract.js';

export const CONTENT_SERVICE_PATH = contentContracts.alertBanners.prefix;

const BANNER_HTML: sanitizeHtml.IOptions = {
  allowedTags: ['a', 'b', 'strong', 'i', 'em', 'u', 's', 'sub', 'sup', 'code', 'br', 'span'],
  allowedAttributes: { a: ['href', 'title', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  transformTags: {
    // A link that opens a new tab must not hand the portal's window to the target page.
    a: (tagName, attribs) =>
      attribs.target === '_blank'
        ? { tagName, attribs: { ...attribs, rel: 'noopener noreferrer' } }
        : { tagName, attribs: Object.fromEntries(Object.entries(attribs).filter(([name]) => name !== 'target')) },
  },
};

export function sanitizeBannerHtml(html: string): string {
  return sanitizeHtml(html, BANNER_HTML);
}

export async function listAlertBanners(db: Database): Promise<AlertBannerDto[]> {
  const rows = await db.select().from(alertBanners).orderBy(asc(alertBanners.position));
  return rows.map((row) => ({
    alertBannerID: row.id,
    title: row.title,
    description: sanitizeBannerHtml(row.description),
    closeButton: row.closeButton,
    expiryDate: row.expiryDate.toISOString(),
  }));
}

export function contentRouter(db: Database): Router {
  const router = serviceRouter();
  serveContract(router, contentContracts.alertBanners, async (_input, _req, res) => {
    const banners = await listAlertBanners(db);
    cachePublic(res);
    return banners;
  });
  return router;
}
