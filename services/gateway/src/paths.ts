import { fileURLToPath } from 'node:url';

// src/*.ts and dist/*.js both sit one level below the package folder, so these resolve the same
// whether run from sources (vitest) or from the build.
export const gatewayDir = fileURLToPath(new URL('..', import.meta.url));
export const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
export const defaultSupergraphPath = fileURLToPath(new URL('../supergraph.graphql', import.meta.url));
/** The partner API's last released schema, the breaking-change check's baseline (partnerSchema/schemaRelease.ts). */
export const defaultReleasedSchemaPath = fileURLToPath(new URL('../released-schema.graphql', import.meta.url));
export const defaultWebDist = fileURLToPath(new URL('../../../web/dist', import.meta.url));
/** The web app's manifest of persisted documents (codegen writes it; persistedDocuments.ts). */
export const defaultPersistedDocumentsPath = fileURLToPath(new URL('../../../web/src/gql/persisted-documents.json', import.meta.url));
export const defaultServerRenderEntry = fileURLToPath(new URL('../../../web/dist-server/renderPage.js', import.meta.url));
