// The files a reader downloads (spec 1 §7, spec 3 §7): the research PDF, the personalised PDF (the
// report stamped with the reader's name, company and date on every page), a figure's image and its
// watermarked copy. Each answers the file itself (`file` below), not JSON. The paths are the spec's;
// the response headers and limits are ours:
//   GET  /research-service/api/v1/research/pdf/kafka/{contentId}   the report as a PDF
//   POST /getpersonalisedpdf {url, userData, contentId, fontBytes, isPdfAccessibility}   the stamped PDF
//   POST /getwatermark {url, headerTitle, headerDescription, imageLabel, imageTitle, isLegacyAsset}   a PNG
//   GET  /content-service/api/v1/content/downloadimage?contentId=&url=[&isReprints=]   the figure as a PNG
//   GET  /content-service/api/v1/download-assets-content/{path}, headers contentId [isAttachment]   a report's
//        downloadable asset: `{contentId}.pdf` (the research PDF) or `{figureId}.png` (a plain-image figure)
// Each applies the report's entitlement (a restricted report's files need an entitled reader: 401
// with the report's no-access message); the personalised PDF needs a signed-in reader.
import type { output } from 'zod';
import { z } from '@portal/domain';
import { defineContracts } from './contract.js';
import { booleanParam, idParam, invalidContentIdMessage, isResearchId } from './wire.js';

/** A file route's 2xx body: its bytes. */
export const fileResponseSchema = z.instanceof(Uint8Array);

export const PDF_CONTENT_TYPE = 'application/pdf';
export const PNG_CONTENT_TYPE = 'image/png';

/** Longest image or document URL a body may name (it names one of our own paths, never another host). */
export const DOCUMENT_URL_MAX_LENGTH = 512;
/** A font for the stamp, base64 (fontBytes): a TrueType or OpenType file of at most 512 KiB. */
export const STAMP_FONT_MAX_BYTES = 512 * 1024;
/** The JSON bodies of the two POST routes: the font above, base64, and a little more. */
export const DOCUMENT_BODY_LIMIT = '768kb';
/** Watermark text limits (characters): the header's title and description, the figure's label and title. */
export const WATERMARK_TEXT_LIMITS = { headerTitle: 300, headerDescription: 600, imageLabel: 60, imageTitle: 300 } as const;

const researchIdField = z.string().refine(isResearchId, { error: (issue) => invalidContentIdMessage(String(issue.input)) });
const documentUrl = z.string().min(1, { error: 'url is required' }).max(DOCUMENT_URL_MAX_LENGTH, { error: `url must be at most ${DOCUMENT_URL_MAX_LENGTH} characters` });
const text = (name: string, max: number) => z.string().max(max, { error: `${name} must be at most ${max} characters` });

/** The research PDF's path, the `url` a personalised PDF is made from. */
export function researchPdfPath(contentId: string): string {
  return `/research-service/api/v1/research/pdf/kafka/${encodeURIComponent(contentId)}`;
}

export const personalisedPdfRequestSchema = z.strictObject({
  /** The research PDF to personalise: `researchPdfPath(contentId)` (no other document, no other host). */
  url: documentUrl,
  /**
   * Who the reader is, as the portal's session knows them. The stamp is made from the user store's
   * record of the signed-in caller, never from this (a body could name anyone), so it only has to be
   * well formed.
   */
  userData: z.strictObject({
    fullName: text('userData.fullName', 200),
    company: text('userData.company', 200).optional(),
    email: text('userData.email', 320).optional(),
  }),
  contentId: researchIdField,
  /** The stamp's font, base64 (STAMP_FONT_MAX_BYTES at most once decoded); absent: Helvetica. */
  fontBytes: z
    .string()
    .max(Math.ceil(STAMP_FONT_MAX_BYTES / 3) * 4, { error: `fontBytes must be at most ${STAMP_FONT_MAX_BYTES} bytes` })
    .regex(/^[A-Za-z0-9+/]*={0,2}$/, { error: 'fontBytes must be base64' })
    .optional(),
  /** A tagged PDF (PDF/UA structure: headings, paragraphs, figures with alternative text, a language). */
  isPdfAccessibility: z.boolean().default(false),
});
export type PersonalisedPdfRequestDto = output<typeof personalisedPdfRequestSchema>;

export const watermarkRequestSchema = z.strictObject({
  /** A figure image of our own CMS: `/images/figures/{id}.svg`, or its CMS path when isLegacyAsset. */
  url: documentUrl,
  headerTitle: text('headerTitle', WATERMARK_TEXT_LIMITS.headerTitle),
  headerDescription: text('headerDescription', WATERMARK_TEXT_LIMITS.headerDescription).default(''),
  imageLabel: text('imageLabel', WATERMARK_TEXT_LIMITS.imageLabel),
  imageTitle: text('imageTitle', WATERMARK_TEXT_LIMITS.imageTitle),
  /** An older body item's asset (spec 3 §3 researchGraphicContainer): its url is the CMS's own path. */
  isLegacyAsset: z.boolean().default(false),
});
export type WatermarkRequestDto = output<typeof watermarkRequestSchema>;

// Under research-service's and content-service's prefixes: their routers serve these routes too.
export const researchPdfContracts = defineContracts('researchPdf', '/research-service/api/v1', {
  kafka: {
    method: 'GET',
    path: '/research/pdf/kafka/:contentId',
    params: z.object({ contentId: idParam(isResearchId) }),
    response: fileResponseSchema,
    file: { contentTypes: [PDF_CONTENT_TYPE] },
  },
});

export const personalisedPdfContracts = defineContracts('personalisedPdf', '/getpersonalisedpdf', {
  render: { method: 'POST', path: '/', body: personalisedPdfRequestSchema, response: fileResponseSchema, file: { contentTypes: [PDF_CONTENT_TYPE] } },
});

export const watermarkContracts = defineContracts('watermark', '/getwatermark', {
  render: { method: 'POST', path: '/', body: watermarkRequestSchema, response: fileResponseSchema, file: { contentTypes: [PNG_CONTENT_TYPE] } },
});

export const downloadImageContracts = defineContracts('downloadImage', '/content-service/api/v1', {
  get: {
    method: 'GET',
    path: '/content/downloadimage',
    query: z.object({ contentId: idParam(isResearchId), url: documentUrl, isReprints: booleanParam('isReprints').optional() }),
    response: fileResponseSchema,
    file: { contentTypes: [PNG_CONTENT_TYPE] },
  },
});

/** A downloadable asset's file name: the report's PDF or one of its figure images. */
export const DOWNLOAD_ASSET_PATTERN = /^(?:[A-Z]{3}\d{1,12}\.pdf|[A-Z]{3}\d{1,12}-figure-[1-9]\d{0,2}\.png)$/;
/** The request headers of download-assets-content (spec 1 §7), as Node reads them (lower case). */
export const downloadAssetHeadersSchema = z.object({
  contentid: researchIdField.optional().refine((id) => id !== undefined, { error: 'The contentId header is required' }),
  isattachment: z.enum(['true', 'false'], { error: 'isAttachment must be true or false' }).optional(),
});

export const downloadAssetContracts = defineContracts('downloadAssets', '/content-service/api/v1', {
  get: {
    method: 'GET',
    path: '/download-assets-content/:path',
    params: z.object({ path: z.string().regex(DOWNLOAD_ASSET_PATTERN, { error: 'Unknown asset: a report PDF ({contentId}.pdf) or figure image ({figureId}.png)' }) }),
    response: fileResponseSchema,
    file: { contentTypes: [PDF_CONTENT_TYPE, PNG_CONTENT_TYPE] },
  },
});
