import { webinarRegistrationContracts } from '@portal/contracts';
import { CLIENT, JORDAN } from './demoUsers.js';
import { example } from './example.js';

export const webinarRegistrationExamples = [
  example(webinarRegistrationContracts.mine, async (context) => {
    const { content } = (await context.getJson('/webinar-service/api/v1/webinar/listing?type=upcoming&size=3')) as { content: { id: string }[] };
    return { input: { query: { ids: content.map((webinar) => webinar.id).join(',') } }, headers: await context.signedAs(CLIENT) };
  }),
  example(webinarRegistrationContracts.register, async (context) => {
    const { content } = (await context.getJson('/webinar-service/api/v1/webinar/listing?type=upcoming&size=1')) as { content: { id: string }[] };
    // The examples' writer: the employee registered here was still registered when webinars.test.ts,
    // later in a run on the same database, checked that the employee saw no registration.
    return { input: { params: { id: content[0]!.id } }, headers: await context.signedAs(JORDAN), status: 201 };
  }),
];
