export * from './stubHttpServer.js';
export * from './testLogger.js';
export * from './testSubgraph.js';
