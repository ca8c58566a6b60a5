import { technologyContracts, technologySearchContracts } from '@portal/contracts';
import { DEFAULT_SEED, technologies } from '@portal/corpus';
import { example } from './example.js';

const catalogue = technologies(DEFAULT_SEED);
const category = catalogue.find((item) => item.technologyType === 'Category')!;
const technology = catalogue.find((item) => item.technologyType === 'Technology')!;
const ids = [technology.contentId, category.contentId].join(',');

export const technologyExamples = [
  example(technologyContracts.get, { input: { params: { id: technology.contentId } } }),
  example(technologyContracts.batch, { input: { query: { ids } } }, 'cards'),
  example(technologyContracts.batch, { input: { query: { ids, withRelatedResearch: 'true' } } }, 'with related research'),
  example(
    technologySearchContracts.search,
    { input: { query: { query: '', type: 'fd-techcategory', sortType: 'name', sortOrder: 'asc', ipType: 'wave', publishedSinceInDays: '-1', isUserSearch: 'false' } } },
    'the catalogue page',
  ),
  example(technologySearchContracts.search, { input: { query: { query: category.title, type: 'fd-techcategory', size: '3' } } }, 'a keyword'),
];
