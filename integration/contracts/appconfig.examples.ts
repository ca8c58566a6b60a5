import { appconfigContracts } from '@portal/contracts';
import { example } from './example.js';

export const appconfigExamples = [
  example(appconfigContracts.featureFlags, { input: { query: { environment: 'production', application: 'research-portal', configuration: 'content-graph' } } }),
];
