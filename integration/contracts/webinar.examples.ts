import { webinarContracts } from '@portal/contracts';
import { contentItemId } from '@portal/corpus';
import { example } from './example.js';

const webinar = contentItemId('webinar', 0);

export const webinarExamples = [
  example(webinarContracts.listing, { input: { query: { type: 'upcoming', page: '1', size: '3' } } }, 'upcoming webinars'),
  example(webinarContracts.listing, { input: { query: { type: 'ondemand', webinarType: 'peer discussions' } } }, 'peer discussions on demand'),
  example(webinarContracts.get, { input: { params: { id: webinar } } }),
  example(webinarContracts.related, { input: { params: { id: webinar }, query: { size: '2' } } }),
  example(webinarContracts.batch, { input: { query: { ids: [webinar, contentItemId('webinar', 1)].join(',') } } }),
];
