import { planningGuideContracts, predictionContracts } from '@portal/contracts';
import { DEFAULT_SEED, planningGuides, predictions, type CorpusInsightPage } from '@portal/corpus';
import { CORPUS_SIZE } from '../support/global-setup.js';
import { CLIENT } from './demoUsers.js';
import { example } from './example.js';

const corpus = { seed: DEFAULT_SEED, size: Number(CORPUS_SIZE) };
const guides = [...planningGuides(corpus)];
const forecasts = [...predictions(corpus)];
const withAccess = (pages: CorpusInsightPage[], access: CorpusInsightPage['access']) => pages.find((page) => page.access === access)!;

export const insightExamples = [
  example(planningGuideContracts.list, { input: {} }),
  example(planningGuideContracts.get, { input: { params: { slug: withAccess(guides, 'public').slug } } }, 'a public guide'),
  example(
    planningGuideContracts.get,
    async (context) => ({ input: { params: { slug: withAccess(guides, 'restricted').slug } }, headers: await context.signedAs(CLIENT) }),
    'an early-access guide, to a user',
  ),
  example(predictionContracts.list, { input: {} }),
  example(predictionContracts.get, { input: { params: { id: withAccess(forecasts, 'public').id } } }, 'a public prediction'),
  example(
    predictionContracts.get,
    async (context) => ({ input: { params: { id: withAccess(forecasts, 'restricted').id } }, headers: await context.signedAs(CLIENT) }),
    'a restricted prediction, to a user',
  ),
];
