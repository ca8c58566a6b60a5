// The built-in OpenID Connect provider under /oidc: not a REST service of the spec but the
// identity provider's browser endpoints, which the gateway forwards there. Without a provider
// (tests that need no sign-in) nothing answers under /oidc: the app's 404.
import express from 'express';
import type { ServiceModule } from '../../../http/serviceModule.js';
import { OIDC_MOUNT_PATH } from './config.js';
import { oidcRouter } from './router.js';

export const oidcModule: ServiceModule = {
  prefix: OIDC_MOUNT_PATH,
  router: ({ db, oidc }) => (oidc ? oidcRouter(db, oidc) : express.Router()),
};
