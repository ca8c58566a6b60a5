import { navigationContracts } from '@portal/contracts';
import { example } from './example.js';

export const navigationExamples = [
  example(navigationContracts.navigations, { input: {} }),
  example(navigationContracts.sections, { input: {} }),
];
