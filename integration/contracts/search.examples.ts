import { searchContracts } from '@portal/contracts';
import { DEFAULT_SEED, report } from '@portal/corpus';
import { INTERACTIVE_DATA_TOOL } from '@portal/domain';
import { CORPUS_SIZE } from '../support/global-setup.js';
import { example } from './example.js';

const corpus = { seed: DEFAULT_SEED, size: Number(CORPUS_SIZE) };
const open = Array.from({ length: 30 }, (_, index) => report(corpus, index)).find((r) => r.access === 'public')!;
const word = open.title.split(' ').find((part) => part.length > 4) ?? open.title;

export const searchExamples = [
  example(searchContracts.search, { input: { query: { query: word, type: 'fd-research,figure', size: '5' }, body: {} } }, 'a keyword'),
  example(
    searchContracts.search,
    {
      input: {
        query: { type: 'research', accessOnly: 'false', sortType: 'date', publishedSinceInDays: '-1' },
        body: { filters: { termFilters: { phaseName: ['Define'] }, excludeTermFilters: { ipType: [INTERACTIVE_DATA_TOOL] } } },
      },
    },
    'filtered, newest first',
  ),
  example(searchContracts.suggest, { input: { query: { query: word.slice(0, 3).toLowerCase(), type: 'fd-autocomplete', isUserSearch: 'false' } } }),
  example(searchContracts.related, { input: { params: { id: open.contentId }, query: { size: '2' } } }),
];
