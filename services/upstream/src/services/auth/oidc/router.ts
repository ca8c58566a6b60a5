// Everything the built-in provider serves under /oidc: our interaction pages first, then the
// library's own endpoints (discovery, auth, token, jwks, session/end...).
import express, { type Router } from 'express';
import type { Database } from '../../../db/client.js';
import { interactionRouter } from './interactions.js';
import type { OidcProvider } from './provider.js';

export function oidcRouter(db: Database, oidc: OidcProvider): Router {
  const router = express.Router();
  router.use('/interaction', interactionRouter(db, oidc));
  router.use(oidc.provider.callback());
  return router;
}
