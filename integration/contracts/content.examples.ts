import { contentContracts, contentItemContracts } from '@portal/contracts';
import { contentItemId } from '@portal/corpus';
import { example } from './example.js';

const survey = contentItemId('survey', 0);

export const contentExamples = [
  example(contentItemContracts.get, { input: { params: { id: survey } } }),
  example(contentItemContracts.batch, { input: { query: { ids: [survey, contentItemId('playbook', 0), contentItemId('podcast', 0)].join(',') } } }),
  example(contentContracts.alertBanners, { input: {} }),
];
