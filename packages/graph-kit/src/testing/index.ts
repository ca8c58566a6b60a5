export * from './stubHttpServer.js';
export * from './testLogger.js';
export * from './testSubgraph.js';
export * from './testStack.js';
