export * from './requestScope.js';
export * from './metrics.js';
export * from './operationMetrics.js';
export * from './countedCache.js';
