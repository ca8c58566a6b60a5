// The report page's downloads (spec 1 §7): routes the browser fetches, answered with the file.
//   GET /downloads/reports/{id}/report.pdf[?accessible=false]    the personalised PDF (tagged unless asked otherwise)
//   GET /downloads/reports/{id}/figures/{figureId}.png            a plain-image figure, watermarked
// As the initiative dashboard's download (initiativeDownload.ts): the file comes from content-graph
// (reportPdf, figureImage), asked with the session's user through the gateway's own runtime, and
// upstream decides who may have it. A refusal is the REST error shape with the service's status and
// message (a visitor or a reader without access: 401 with the report's no-access message), which
// the page reports as 'Unable to download {ext} file {title}'. A page in reprints mode sends its
// reprints or preview token as a header (spec 1 §6-§7); that header alone is passed on, to
// content-graph, as on the report's own query, and upstream decides what the token grants.
import express, { type Request, type Router } from 'express';
import { FIGURE_IMAGE_DOWNLOAD_ROUTE, PREVIEW_TOKEN_HEADER, REPORT_PDF_DOWNLOAD_ROUTE, REPRINTS_TOKEN_HEADER } from '@portal/domain';
import type { Logger } from 'pino';
import type { ClientAddressOf } from './clientAddress.js';
import { httpErrorOf, type OwnGraphql } from './ownGraphql.js';
import type { SessionUserResolver } from './auth/sessionUser.js';

const FILE_FIELDS = 'fileName contentType contentBase64';
const REPORT_PDF = `query ReportPdf($id: ID!, $accessible: Boolean!) { reportPdf(id: $id, accessible: $accessible) { ${FILE_FIELDS} } }`;
const FIGURE_IMAGE = `query FigureImage($reportId: ID!, $figureId: ID!) { figureImage(reportId: $reportId, figureId: $figureId) { ${FILE_FIELDS} } }`;
const UNREACHABLE = 'The file could not be made: the research service is unreachable';

interface DownloadFile {
  fileName: string;
  contentType: string;
  contentBase64: string;
}

export interface ReportDownloadOptions {
  graphql: OwnGraphql;
  userOf: SessionUserResolver;
  logger: Logger;
  clientAddressOf: ClientAddressOf;
}

/** A file name safe in a quoted header value (the subgraph makes it from letters, digits and dashes already). */
const headerSafe = (name: string) => name.replace(/[^A-Za-z0-9._-]/g, '_');

/** Only the two types the subgraph makes: anything else would be a bug, not something to pass on. */
const SENT_TYPES = new Set(['application/pdf', 'image/png']);

/** The reprints and preview tokens the page sent, bounded; no other client header goes further. */
function reprintTokensOf(req: Request): Record<string, string> {
  const sent: Record<string, string> = {};
  for (const name of [REPRINTS_TOKEN_HEADER, PREVIEW_TOKEN_HEADER]) {
    const value = req.get(name);
    if (value) sent[name] = value.slice(0, 256);
  }
  return sent;
}

export function reportDownloadRoutes({ graphql, userOf, logger, clientAddressOf }: ReportDownloadOptions): Router {
  const router = express.Router();

  const serve = (route: string, query: string, field: 'reportPdf' | 'figureImage', variablesOf: (req: Request) => Record<string, unknown>) => {
    router.get(route, async (req, res) => {
      // One reader's file: never kept by a cache between them and us.
      res.set('Cache-Control', 'no-store');
      try {
        const user = await userOf(req);
        const { data, errors } = await graphql<Record<string, DownloadFile | null>>(query, variablesOf(req), { user, clientIp: clientAddressOf(req) }, reprintTokensOf(req));
        const file = data?.[field];
        if (!file || !SENT_TYPES.has(file.contentType)) {
          // Upstream's refusal (401, 404) or the subgraph's argument check (400, a malformed id), as REST.
          const { status, body } = httpErrorOf(errors?.[0], UNREACHABLE);
          return res.status(status).json(body);
        }
        return res
          .status(200)
          .set({ 'Content-Type': file.contentType, 'Content-Disposition': `attachment; filename="${headerSafe(file.fileName)}"`, 'X-Content-Type-Options': 'nosniff' })
          .send(Buffer.from(file.contentBase64, 'base64'));
      } catch (error) {
        logger.error({ err: error }, 'report download failed');
        return res.status(502).json({ status: 502, error: 'Bad Gateway', message: UNREACHABLE });
      }
    });
  };

  serve(REPORT_PDF_DOWNLOAD_ROUTE, REPORT_PDF, 'reportPdf', (req) => ({ id: req.params.id, accessible: req.query.accessible !== 'false' }));
  serve(FIGURE_IMAGE_DOWNLOAD_ROUTE, FIGURE_IMAGE, 'figureImage', (req) => ({ reportId: req.params.id, figureId: req.params.figureId }));
  return router;
}
