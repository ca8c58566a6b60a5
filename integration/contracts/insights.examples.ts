import { planningGuideContracts, predictionContracts } from '@portal/contracts';
import { DEFAULT_SEED, planningGuides, predictions, type CorpusInsightPage } from '@portal/corpus';
import { CORPUS_SIZE } from '../support/global-setup.js';
import { CLIENT } from './demoUsers.js';
import { example, type ExampleContext } from './example.js';

const corpus = { seed: DEFAULT_SEED, size: Number(CORPUS_SIZE) };
const guides = [...planningGuides(corpus)];
const forecasts = [...predictions(corpus)];
const withAccess = (pages: CorpusInsightPage[], access: CorpusInsightPage['access']) => pages.find((page) => page.access === access)!;

/** A page only signed-in users may read, asked for by one. */
const toClient = <P extends object>(params: P) => async (context: ExampleContext) => ({ input: { params }, headers: await context.signedAs(CLIENT) });

export const insightExamples = [
  example(planningGuideContracts.list, { input: {} }),
  example(planningGuideContracts.get, { input: { params: { slug: withAccess(guides, 'public').slug } } }, 'a public guide'),
  example(planningGuideContracts.get, toClient({ slug: withAccess(guides, 'restricted').slug }), 'an early-access guide, to a user'),
  example(predictionContracts.list, { input: {} }),
  example(predictionContracts.get, { input: { params: { id: withAccess(forecasts, 'public').id } } }, 'a public prediction'),
  example(predictionContracts.get, toClient({ id: withAccess(forecasts, 'restricted').id }), 'a restricted prediction, to a user'),
];
