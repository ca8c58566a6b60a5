export { createGatewayServer, type GatewayServer, type GatewayServerOptions } from './server.js';
export { composeSupergraph, readSubgraphSdls, CompositionFailedError, type SubgraphSdl } from './composeSupergraph.js';
export { portalSubgraphs, subgraphUrlsFromEnv, subgraphNames } from './subgraphs.js';
export { defaultSupergraphPath, defaultWebDist } from './paths.js';
export { visitorCookieName } from './visitorId.js';
export { upstreamUrlFromEnv, defaultUpstreamUrl } from './upstream.js';
