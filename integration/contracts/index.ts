// Every contract's examples. A service's examples live in `<service>.examples.ts` next to this file.
import { accountExamples } from './account.examples.js';
import { analystExamples } from './analyst.examples.js';
import type { ContractExample } from './example.js';

export const contractExamples: readonly ContractExample[] = [...analystExamples, ...accountExamples];
