import 'reflect-metadata';

export * from './schema/buildSubgraph.js';
export * from './schema/federationLink.js';
export * from './schema/schemaFile.js';
export * from './schema/validateArgs.js';
export * from './server/startSubgraph.js';
export * from './server/runSubgraph.js';
export * from './context/requestContext.js';
export * from './context/contextFromHeaders.js';
export * from './context/userContext.js';
export * from './rest/restErrors.js';
export * from './rest/noResponse.js';
export * from './rest/restTransport.js';
export * from './rest/portalRestDataSource.js';
export * from './cache/createCache.js';
export * from './cache/redisKeyValueCache.js';
export * from './loaders/batchByIds.js';
export * from './logger.js';
