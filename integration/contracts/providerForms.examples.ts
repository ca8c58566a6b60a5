// The forms that reach the provider (user-service /forms). Noor sends them and Blair, an employee,
// lists them (services/upstream demoUsers.ts): no other example or test file acts as either.
import { providerFormsContracts } from '@portal/contracts';
import { example, type ExampleContext } from './example.js';
import { followable } from './demoUsers.js';

const NOOR = 'usr-client-0051';
const BLAIR = 'usr-employee-0051';

const signedRead = (userId: string, query: Record<string, unknown> = {}) => async (context: ExampleContext) => ({ input: { query }, headers: await context.signedAs(userId) });

export const providerFormsExamples = [
  example(providerFormsContracts.contactHeader, { input: { query: { id: '26' } } }),
  example(
    providerFormsContracts.submitContact,
    async (context) => ({
      input: {
        body: {
          contactType: 9,
          contactMethod: 'email' as const,
          subject: 'Access to my reports',
          message: 'I cannot open the reports of my subscription.',
          referer: 'https://www.meridian.example/research',
          recaptchaToken: await context.solvedCaptcha(),
        },
      },
      headers: await context.signedAs(NOOR),
      status: 201,
    }),
    'signed in',
  ),
  example(
    providerFormsContracts.submitContact,
    async (context) => ({
      input: {
        body: {
          contactType: 26,
          contactMethod: 'email' as const,
          subject: 'Interview request',
          message: 'Could an analyst comment on the market?',
          referer: 'https://www.meridian.example',
          recaptchaToken: await context.solvedCaptcha(),
          name: 'Press Contact',
          email: 'press.contact@news.example',
        },
      },
      headers: { 'x-forwarded-for': '192.0.2.151' },
      status: 201,
    }),
    'a visitor',
  ),
  example(providerFormsContracts.userFormData, signedRead(NOOR)),
  example(providerFormsContracts.initInquiry, signedRead(NOOR, { bioId: followable })),
  example(providerFormsContracts.submitInquiry, async (context) => ({
    input: {
      body: {
        formSelected: 'inquiry',
        contactMethod: 'Email' as const,
        subject: 'Vendor shortlist',
        question: 'Which vendors belong on our shortlist?',
        goal: 'A decision this quarter',
        topic: '',
        analystId: followable,
        deadline: '',
        recaptchaToken: await context.solvedCaptcha(),
      },
    },
    headers: await context.signedAs(NOOR),
    status: 201,
  })),
  example(providerFormsContracts.submitBriefing, async (context) => ({
    input: {
      body: {
        subject: 'Our new analytics platform',
        briefingType: 'New Product On The Market',
        briefingDescription: 'What the platform does and for whom.',
        briefingDate: 'Any weekday in the first half of next month',
        meetingType: 0,
        inPersonMeetingLocation: '',
        meetingAttendees: 'Noor Haddad',
        targetAudiences: [5, 8],
        analysts: '',
        customCoverageArea: '',
        Name: 'Tailspin Toys',
        companyAddress: '1 Harbour Way',
        City: 'Boston',
        State: 'MA',
        StateOther: '',
        Country: 'US',
        ZipCode: '02110',
        Phone: '6175550151',
        URL: 'https://tailspin.example',
        Purpose: 'Toys and analytics',
        companyInfoSave: true,
        participants: [{ fullName: 'Noor Haddad', jobTitle: 'Product Marketing Manager', emailAddress: 'noor@meridian.example' }],
        recaptchaToken: await context.solvedCaptcha(),
      },
    },
    headers: await context.signedAs(NOOR),
    status: 201,
  })),
  example(providerFormsContracts.submissions, signedRead(BLAIR)),
];
