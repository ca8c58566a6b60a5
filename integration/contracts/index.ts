// Every contract's examples. A service's examples live in `<service>.examples.ts` next to this file.
import { analystExamples } from './analyst.examples.js';
import { appconfigExamples } from './appconfig.examples.js';
import { contentExamples } from './content.examples.js';
import type { ContractExample } from './example.js';
import { listingContentExamples } from './listingContent.examples.js';
import { navigationExamples } from './navigation.examples.js';
import { researchExamples } from './research.examples.js';
import { webinarExamples } from './webinar.examples.js';

export const contractExamples: readonly ContractExample[] = [...analystExamples, ...appconfigExamples, ...navigationExamples, ...contentExamples, ...researchExamples, ...webinarExamples, ...listingContentExamples];
