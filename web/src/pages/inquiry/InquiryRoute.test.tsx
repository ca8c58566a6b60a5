// /inquiry as a reader meets it: only the forms the flags allow, the analyst of ?bioId=
// preselected, bytes left as typed (multi-byte text at the limit and one byte past it), a past
// deadline refused, the server's errors shown with what was typed kept, and success to the
// confirmation. The captcha is the embedded proof-of-work widget; a test "solves" it by the event
// the widget sends when solved.
import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MockLink } from '@apollo/client/testing';
import { GraphQLError } from 'graphql';
import { DEADLINE_PAST_MESSAGE, INQUIRY_FORMS, tooManyBytesMessage } from '@portal/domain';
import { routes } from '../../app/router';
import { CaptchaProviderQuery, CaptchaQuery } from '../../components/captcha/Captcha';
import { renderRoutes } from '../../test/renderRoutes';
import { SubmitInquiryMutation } from './InquiryForm';
import { localIsoDate } from './localToday';
import { InquiryFormQuery } from './route';
import { layoutMocks } from '../../test/layoutMocks';

const VIEWER = { __typename: 'Viewer' as const, id: 'usr-client-0001', fullName: 'Casey Morgan', interceptors: [] };
const ANALYSTS = [
  { __typename: 'FormAnalyst' as const, analystId: 'BIO1001', name: 'Ada Lovelace', jobTitle: 'Principal Analyst' },
  { __typename: 'FormAnalyst' as const, analystId: 'BIO1002', name: 'Grace Hopper', jobTitle: null },
];
const FULL_ACCESS = { userCanSubmitInquiry: true, userCanAskGuidance: true, researchRequestAccess: true };
const RESEARCH_ONLY = { userCanSubmitInquiry: false, userCanAskGuidance: false, researchRequestAccess: true };
const NO_ACCESS = { userCanSubmitInquiry: false, userCanAskGuidance: false, researchRequestAccess: false };
const SOLVED = 'solved-captcha-payload';

function inquiryForm(access: typeof FULL_ACCESS, { preselectedAnalystId = null as string | null, formSelection = INQUIRY_FORMS.filter((f) => access[f.accessFlag]).map((f) => f.value) } = {}) {
  return { inquiryForm: { __typename: 'InquiryForm' as const, analysts: ANALYSTS, access: { __typename: 'InquiryAccess' as const, ...access }, formSelection, preselectedAnalystId } };
}

function renderInquiry(path: string, bioId: string | null, data: ReturnType<typeof inquiryForm>, extra: MockLink.MockedResponse[] = []) {
  return renderRoutes(
    routes,
    path,
    new MockLink([
      ...layoutMocks(VIEWER),
      { request: { query: InquiryFormQuery, variables: { bioId } }, result: { data } },
      {
        request: { query: CaptchaProviderQuery },
        result: { data: { captcha: { __typename: 'Captcha', provider: 'altcha', siteKey: null, version: null } } },
        maxUsageCount: 10,
      },
      {
        request: { query: CaptchaQuery },
        result: { data: { captcha: { __typename: 'Captcha', challengeJson: '{}' } } },
        maxUsageCount: 10,
      },
      ...extra,
    ]),
  );
}

const heading = () => screen.findByRole('heading', { level: 1, name: 'Ask an Analyst' }, { timeout: 10_000 });
const box = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) }) as HTMLInputElement;
const settle = () => act(async () => {});

/** What the proof-of-work widget sends once solved (components/captcha/Captcha.tsx listens for it). */
async function solveCaptcha() {
  await waitFor(() => expect(document.querySelector('altcha-widget')).not.toBeNull());
  const widget = document.querySelector('altcha-widget')!;
  await act(async () => {
    widget.dispatchEvent(new CustomEvent('statechange', { detail: { state: 'verified', payload: SOLVED } }));
  });
}

function fillRequired(subject = 'CRM vendor shortlist') {
  fireEvent.change(box('Subject'), { target: { value: subject } });
  fireEvent.change(box('Your question'), { target: { value: 'Which vendors should we shortlist?' } });
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Send request' }));

const input = (overrides: Record<string, unknown> = {}) => ({
  input: {
    formSelected: 'inquiry',
    contactMethod: 'Email',
    subject: 'CRM vendor shortlist',
    question: 'Which vendors should we shortlist?',
    goal: '',
    topic: '',
    analystId: '',
    deadline: '',
    recaptchaToken: SOLVED,
    ...overrides,
  },
});

describe('/inquiry', () => {
  it('offers only the forms the flags allow, each with its session length', async () => {
    renderInquiry('/inquiry', null, inquiryForm({ userCanSubmitInquiry: false, userCanAskGuidance: true, researchRequestAccess: true }));
    await heading();
    const group = screen.getByRole('radiogroup', { name: 'What would you like to ask for?' });
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((radio) => radio.getAttribute('value'))).toEqual(['guidance', 'researchRequest']);
    expect(within(group).queryByRole('radio', { name: 'Inquiry' })).toBeNull();
    const guidance = within(group).getByRole('radio', { name: 'Guidance session' });
    expect((guidance as HTMLInputElement).checked).toBe(true);
    expect(document.getElementById(guidance.getAttribute('aria-describedby')!)?.textContent).toBe('A guidance session of up to 50 minutes.');
    const research = within(group).getByRole('radio', { name: 'Research request' });
    expect(document.getElementById(research.getAttribute('aria-describedby')!)?.textContent).toContain('within 48 hours');
  });

  it('offers a research request alone when only the subscription allows it, even if the server listed more', async () => {
    renderInquiry('/inquiry', null, inquiryForm(RESEARCH_ONLY, { formSelection: ['inquiry', 'researchRequest'] }));
    await heading();
    const radios = within(screen.getByRole('radiogroup')).getAllByRole('radio');
    expect(radios).toHaveLength(1);
    expect(radios[0]!.getAttribute('value')).toBe('researchRequest');
    expect((radios[0] as HTMLInputElement).checked).toBe(true);
  });

  it('shows no form, and a way to talk to sales, when no form is allowed', async () => {
    renderInquiry('/inquiry', null, inquiryForm(NO_ACCESS));
    await heading();
    expect(screen.queryByRole('form', { name: 'Ask an analyst' })).toBeNull();
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.getByText(/does not include analyst inquiries/).tagName).toBe('P');
    expect(screen.getByRole('link', { name: 'Talk to sales about adding analyst access' }).getAttribute('href')).toBe('/contact-form?id=13');
  });

  it("preselects the analyst of ?bioId=, and 'Best available analyst' otherwise", async () => {
    renderInquiry('/inquiry?bioId=BIO1002', 'BIO1002', inquiryForm(FULL_ACCESS, { preselectedAnalystId: 'BIO1002' }));
    await heading();
    const analyst = screen.getByRole('combobox', { name: 'Analyst' }) as HTMLSelectElement;
    expect(analyst.value).toBe('BIO1002');
    expect([...analyst.options].map((option) => option.textContent)).toEqual(['Best available analyst', 'Ada Lovelace, Principal Analyst', 'Grace Hopper']);
  });

  it('starts with the best available analyst when no bio id is given', async () => {
    renderInquiry('/inquiry', null, inquiryForm(FULL_ACCESS));
    await heading();
    const analyst = screen.getByRole('combobox', { name: 'Analyst' }) as HTMLSelectElement;
    expect(analyst.value).toBe('');
    expect(analyst.selectedOptions[0]!.textContent).toBe('Best available analyst');
  });

  it('counts the subject in UTF-8 bytes: 100 bytes of multi-byte text are accepted, 101 refused', async () => {
    const sent = input({ subject: 'é'.repeat(50) });
    renderInquiry('/inquiry', null, inquiryForm(FULL_ACCESS), [{ request: { query: SubmitInquiryMutation, variables: sent }, result: { data: { submitInquiry: { __typename: 'InquirySubmission', userInquiryId: '7' } } } }]);
    await heading();
    fillRequired('é'.repeat(50) + 'a');
    await settle();
    expect(screen.getByText('1 byte over the limit')).toBeDefined();
    await solveCaptcha();
    submit();
    expect(await screen.findByText(tooManyBytesMessage(100))).toBeDefined();
    expect(box('Subject').getAttribute('aria-invalid')).toBe('true');

    // 50 two-byte characters: exactly 100 bytes, though 50 characters.
    fireEvent.change(box('Subject'), { target: { value: 'é'.repeat(50) } });
    await settle();
    expect(screen.getByText('0 bytes left')).toBeDefined();
    submit();
    expect(await screen.findByRole('heading', { level: 1, name: 'Your Request Has Been Sent' }, { timeout: 10_000 })).toBeDefined();
    expect(screen.getByText('An analyst will contact you to arrange a 30-minute call.').tagName).toBe('P');
  });

  it("starts the deadline's picker at the reader's today and refuses a past date", async () => {
    renderInquiry('/inquiry', null, inquiryForm(FULL_ACCESS));
    await heading();
    const deadline = screen.getByLabelText('Deadline') as HTMLInputElement;
    expect(deadline.type).toBe('date');
    expect(deadline.min).toBe(localIsoDate());
    fillRequired();
    fireEvent.change(deadline, { target: { value: '2020-01-01' } });
    await solveCaptcha();
    submit();
    expect(await screen.findByText(DEADLINE_PAST_MESSAGE)).toBeDefined();
    expect(deadline.getAttribute('aria-invalid')).toBe('true');
  });

  it("shows the server's field errors on their fields and keeps what was typed, then its other refusals above the form", async () => {
    const sent = input({ formSelected: 'guidance', goal: 'Pick one by Q1' });
    renderInquiry('/inquiry', null, inquiryForm(FULL_ACCESS), [
      {
        request: { query: SubmitInquiryMutation, variables: sent },
        result: {
          errors: [new GraphQLError('Must be 100 bytes or fewer', { extensions: { code: 'BAD_USER_INPUT', status: 400, fieldErrors: [{ field: 'subject', message: 'Must be 100 bytes or fewer' }] } })],
        },
      },
      {
        request: { query: SubmitInquiryMutation, variables: sent },
        result: { errors: [new GraphQLError('You have sent several requests in a short time. Please try again in 5 minutes.', { extensions: { code: 'RATE_LIMITED', status: 429 } })] },
      },
    ]);
    await heading();
    fireEvent.click(screen.getByRole('radio', { name: 'Guidance session' }));
    fillRequired();
    fireEvent.change(box('What are you trying to achieve'), { target: { value: 'Pick one by Q1' } });
    await solveCaptcha();
    submit();
    expect(await screen.findByText('Must be 100 bytes or fewer')).toBeDefined();
    expect(box('Subject').value).toBe('CRM vendor shortlist');
    expect(box('Your question').value).toBe('Which vendors should we shortlist?');
    expect((screen.getByRole('radio', { name: 'Guidance session' }) as HTMLInputElement).checked).toBe(true);

    // The captcha was used: solved again, the next refusal is the form's.
    await solveCaptcha();
    submit();
    const refusal = await screen.findByText('You have sent several requests in a short time. Please try again in 5 minutes.');
    expect(refusal.closest('[role="alert"]')?.className).toContain('MuiAlert');
    expect(box('Subject').value).toBe('CRM vendor shortlist');
  });
});

describe('/inquiry/confirmation', () => {
  it('says what happens next for the form sent, or for each form when the URL names none', async () => {
    renderInquiry('/inquiry/confirmation?form=researchRequest', null, inquiryForm(FULL_ACCESS));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your Request Has Been Sent' }, { timeout: 10_000 })).toBeDefined();
    expect(screen.getByText('An analyst will e-mail you a list of research that answers your request within 48 hours.').tagName).toBe('P');
    expect(screen.getByRole('link', { name: 'Return to Home' }).getAttribute('href')).toBe('/myhome');
  });

  it('lists the three forms and their session lengths without ?form=', async () => {
    renderInquiry('/inquiry/confirmation', null, inquiryForm(FULL_ACCESS));
    await screen.findByRole('heading', { level: 1, name: 'Your Request Has Been Sent' }, { timeout: 10_000 });
    const items = within(screen.getByRole('list', { name: 'What happens next' })).getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual([
      'Inquiry: An analyst will contact you to arrange a 30-minute call.',
      'Guidance session: An analyst will contact you to arrange a guidance session of up to 50 minutes.',
      'Research request: An analyst will e-mail you a list of research that answers your request within 48 hours.',
    ]);
  });
});
