import { feedbackContracts } from '@portal/contracts';
import { CLIENT, JORDAN, signed } from './demoUsers.js';
import { example } from './example.js';

export const feedbackExamples = [
  example(feedbackContracts.myNps, signed(CLIENT)),
  // Jordan's answer: the first of the run starts a period (201), a later one in it updates it (200).
  example(feedbackContracts.answerNps, async (context) => {
    const headers = await context.signedAs(JORDAN);
    const { answer } = await context.getJson(feedbackContracts.myNps.fullPath, headers);
    return { input: { body: { score: 9, comment: 'The analysts answer quickly.' } }, headers, status: answer === null ? 201 : 200 };
  }),
];
