export * from './contract.js';
export * from './wire.js';
export * from './registry.js';
export * from './analyst.js';
export * from './appconfig.js';
export * from './navigation.js';
