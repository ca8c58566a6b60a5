import { researchContracts } from '@portal/contracts';
import { DEFAULT_SEED, report } from '@portal/corpus';
import { CORPUS_SIZE } from '../support/global-setup.js';
import { example } from './example.js';

// The access check's asker and the person checked (services/upstream demoUsers.ts: issue #13's block).
const ACCESS_CHECKER = 'usr-employee-0171';
const CHECKED_EMAIL = 'dee@meridian.example';

const corpus = { seed: DEFAULT_SEED, size: Number(CORPUS_SIZE) };
const first = Array.from({ length: 30 }, (_, index) => report(corpus, index));
// A visitor may read public research; a restricted report is in the access check and left out of a batch.
const open = first.find((r) => r.access === 'public')!;
const restricted = first.find((r) => r.access === 'restricted')!;
const figure = first.flatMap((r) => r.bodyJson.blocks).find((block) => block.type === 'figure' && block.graphicsId !== undefined);
const ids = [open.contentId, restricted.contentId].join(',');

export const researchExamples = [
  example(researchContracts.access, { input: { query: { ids } } }),
  example(researchContracts.accessCheck, async (context) => ({
    input: { body: { contentIds: [restricted.contentId], email: CHECKED_EMAIL } },
    headers: await context.signedAs(ACCESS_CHECKER),
  })),
  example(researchContracts.get, { input: { params: { id: open.contentId } } }),
  example(researchContracts.batch, { input: { query: { ids } } }),
  example(researchContracts.byAuthor, { input: { params: { analystId: open.authors[0].contentId }, query: { size: '3' } } }),
  example(researchContracts.graphics, { input: { query: { ids: figure?.type === 'figure' ? figure.graphicsId! : '' } } }),
];
