import { izolaContracts } from '@portal/contracts';
import { DEFAULT_SEED, report, reportFacts } from '@portal/corpus';
import { CORPUS_SIZE } from '../support/global-setup.js';
import { CLIENT, signed } from './demoUsers.js';
import { example, type ExampleRequest } from './example.js';

// A labelled question on a public report: the answer streams summary chunks with their citations.
const [fact] = reportFacts(report({ seed: DEFAULT_SEED, size: Number(CORPUS_SIZE) }, 1));

export const izolaExamples = [
  example(izolaContracts.ask, async (context): Promise<ExampleRequest<typeof izolaContracts.ask>> => ({
    ...(await signed(CLIENT)(context)),
    input: { query: { query: fact.question, feature: 'izola', contentId: fact.contentId } },
  })),
];
