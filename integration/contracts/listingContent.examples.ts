import { playbookContracts, surveyContracts } from '@portal/contracts';
import { contentItemId } from '@portal/corpus';
import { PLAYBOOK_TAB_IDS, SURVEY_TAB_IDS } from '@portal/domain';
import { firstDataReport } from '../support/dataReports.js';
import { example } from './example.js';

const playbook = contentItemId('playbook', 0);
const survey = contentItemId('survey', 0);
const dataReport = firstDataReport('public');

export const listingContentExamples = [
  example(playbookContracts.listing, { input: { query: { category: PLAYBOOK_TAB_IDS[0], size: '3' } } }),
  example(playbookContracts.get, { input: { params: { id: playbook } } }),
  example(playbookContracts.batch, { input: { query: { ids: [playbook, contentItemId('playbook', 1)].join(',') } } }),
  example(surveyContracts.listing, { input: { query: { surveyType: SURVEY_TAB_IDS[0], publishedSinceInDays: '-1', sortType: 'name', sortOrder: 'asc' } } }),
  example(surveyContracts.get, { input: { params: { id: survey } } }),
  example(surveyContracts.dashboard, { input: { params: { id: dataReport.surveyId! }, query: { reportId: dataReport.contentId } } }),
  example(surveyContracts.batch, { input: { query: { ids: [survey, contentItemId('survey', 1)].join(',') } } }),
];
