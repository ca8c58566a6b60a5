import { analystContracts } from '@portal/contracts';
import { analysts, DEFAULT_SEED } from '@portal/corpus';
import { example } from './example.js';

// An analyst the directory lists (externally active, with topics, so related analysts exist).
const listed = analysts(DEFAULT_SEED).find((analyst) => analyst.externallyActive && analyst.topics.length > 0)!;
const id = listed.contentId;

export const analystExamples = [
  example(analystContracts.search, { input: { query: { query: listed.lastName } } }, 'by name'),
  example(analystContracts.search, { input: { query: { topic: listed.topics[0], page: '1', size: '3' } } }, 'by topic, a page of 3'),
  example(analystContracts.get, { input: { params: { id } } }),
  example(analystContracts.related, { input: { params: { id }, query: { size: '2' } } }),
  example(analystContracts.batch, { input: { query: { ids: [id, analysts(DEFAULT_SEED)[1].contentId].join(',') } } }),
];
