// GET /content-service/api/v1/download-assets-content/{path} (spec 1 §7, a blob), with the report in
// a contentId header and isAttachment for an attachment: a report's downloadable assets, its PDF
// (`{contentId}.pdf`) and its plain-image figures (`{figureId}.png`). An asset of another report
// than the header's is unknown (404); the report's entitlement decides as for the report itself.
import type { Router } from 'express';
import { downloadAssetContracts, downloadAssetHeadersSchema, PDF_CONTENT_TYPE, PNG_CONTENT_TYPE } from '@portal/contracts';
import type { Database } from '../../db/client.js';
import { callerOf, USER_CONTEXT_HEADER } from '../../http/caller.js';
import { notFound } from '../../http/httpError.js';
import { serviceRouter } from '../../http/metrics.js';
import { serveContract } from '../../http/serveContract.js';
import { parseOrBadRequest } from '../../http/validate.js';
import { readerOf } from '../research/access.js';
import { figureOfFile } from '../content/images/imagePath.js';
import { figurePng } from './figureRaster.js';
import { reportDocument } from './reportDocument.js';
import { renderReportPdf } from './reportPdf.js';
import { sendFile } from './sendFile.js';

export function downloadAssetsRouter(db: Database): Router {
  const router = serviceRouter();
  serveContract(router, downloadAssetContracts.get, async ({ params: { path } }, req, res) => {
    const headers = parseOrBadRequest(downloadAssetHeadersSchema, { contentid: req.get('contentId') || undefined, isattachment: req.get('isAttachment') || undefined });
    const contentId = headers.contentid!;
    const disposition = headers.isattachment === 'true' ? 'attachment' : 'inline';
    const reader = await readerOf(db, callerOf(req));
    res.vary(USER_CONTEXT_HEADER);
    if (path === `${contentId}.pdf`) {
      const document = await reportDocument(db, reader, contentId);
      const bytes = await renderReportPdf(document, { tagged: true });
      sendFile(res, { bytes, contentType: PDF_CONTENT_TYPE, fileName: path }, document.report.access === 'public' ? 'private' : 'no-store', disposition);
      return undefined;
    }
    const figure = path.endsWith('.png') ? figureOfFile(path.replace(/\.png$/, '.svg')) : null;
    if (!figure || figure.reportId !== contentId) throw notFound(`No asset ${path} for ${contentId}`);
    const { png, isPublic } = await figurePng(db, reader, figure);
    sendFile(res, { bytes: png, contentType: PNG_CONTENT_TYPE, fileName: path }, isPublic ? 'private' : 'no-store', disposition);
    return undefined;
  });
  return router;
}
