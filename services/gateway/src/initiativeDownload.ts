// The dashboard download of an initiative (spec 2 §6, §7; release_Outcomes_Download_PPT): a route the
// browser fetches, GET /downloads/initiatives/{id}/dashboard.pptx, answered with the PowerPoint file,
// its content type and file name. The file comes from account-graph's initiativePresentation, asked
// with the session's user through the gateway's own runtime (ownGraphql): the gateway talks to
// subgraphs only, and the subgraph and outcomes-service decide who may have it (the owner, or an
// employee in the client viewer). A refusal is the REST error shape with the service's message,
// which the page shows (errorDetails of type download).
import express, { type Router } from 'express';
import { DASHBOARD_DOWNLOAD_ROUTE } from '@portal/domain';
import type { Logger } from 'pino';
import type { ClientAddressOf } from './clientAddress.js';
import { httpErrorOf, type OwnGraphql } from './ownGraphql.js';
import type { SessionUserResolver } from './auth/sessionUser.js';

const PRESENTATION = 'query InitiativePresentation($id: ID!) { initiativePresentation(id: $id) { fileName contentType contentBase64 } }';
const UNREACHABLE = 'The dashboard could not be made: the initiatives service is unreachable';

interface Presentation {
  initiativePresentation: { fileName: string; contentType: string; contentBase64: string } | null;
}

export interface InitiativeDownloadOptions {
  graphql: OwnGraphql;
  userOf: SessionUserResolver;
  logger: Logger;
  clientAddressOf: ClientAddressOf;
}

/** A file name safe in a quoted header value (the service makes it from the title's letters and digits already). */
const headerSafe = (name: string) => name.replace(/[^A-Za-z0-9._-]/g, '_');

export function initiativeDownloadRoutes({ graphql, userOf, logger, clientAddressOf }: InitiativeDownloadOptions): Router {
  const router = express.Router();
  router.get(DASHBOARD_DOWNLOAD_ROUTE, async (req, res) => {
    // One reader's file: never kept by a cache between them and us.
    res.set('Cache-Control', 'no-store');
    try {
      const user = await userOf(req);
      const { data, errors } = await graphql<Presentation>(PRESENTATION, { id: req.params.id }, { user, clientIp: clientAddressOf(req) });
      const file = data?.initiativePresentation;
      if (!file) {
        const { status, body } = httpErrorOf(errors?.[0], UNREACHABLE);
        return res.status(status).json(body);
      }
      return res
        .status(200)
        .set({ 'Content-Type': file.contentType, 'Content-Disposition': `attachment; filename="${headerSafe(file.fileName)}"` })
        .send(Buffer.from(file.contentBase64, 'base64'));
    } catch (error) {
      logger.error({ err: error }, 'initiative dashboard download failed');
      return res.status(502).json({ status: 502, error: 'Bad Gateway', message: UNREACHABLE });
    }
  });
  return router;
}
