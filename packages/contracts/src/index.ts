export * from './contract.js';
export * from './wire.js';
export * from './registry.js';
export * from './analyst.js';
