// The briefing form as the reader meets it (spec 1 §3, §5, §9): participants up to three, each
// with its rules when present; analysts unique by label; a meeting in person needs a place; the
// saved company information filled in; the bytes left of a field counted in UTF-8 with multi-byte
// text, at its limit and one byte past; the server's refusals on their fields with what was typed
// kept, and success on to the confirmation. The captcha asks the graph which kind to show: here
// reCAPTCHA, whose script a test stands in for (solveCaptcha), so the form can be sent.
import { afterEach, describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { MockedResponse } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { GraphQLError } from 'graphql';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { CAPTCHA_FAILED, DUPLICATE_ANALYST_MESSAGE, EMAIL_SHAPE_MESSAGE, MEETING_LOCATION_MESSAGE, REQUIRED_MESSAGE, formRateLimitMessage, tooManyBytesMessage } from '@portal/domain';
import { CaptchaProviderQuery } from '../../components/captcha/Captcha';
import { RECAPTCHA_SCRIPT } from '../../components/captcha/RecaptchaWidget';
import { BriefingForm, SubmitBriefingMutation } from './BriefingForm';
import type { SavedCompany } from './briefingFormValues';

const ANALYSTS = [
  { analystId: 'BIO1001', name: 'Ada Lovelace', jobTitle: 'Principal Analyst' },
  { analystId: 'BIO1002', name: 'Grace Hopper', jobTitle: 'Vice President' },
];
const captcha: MockedResponse = {
  request: { query: CaptchaProviderQuery },
  result: { data: { captcha: { __typename: 'Captcha', provider: 'recaptcha', siteKey: 'site-key', version: '2' } } },
  maxUsageCount: 10,
};

function renderForm({ saved = null, mocks = [] }: { saved?: SavedCompany | null; mocks?: MockedResponse[] } = {}) {
  const router = createMemoryRouter([
    { path: '/briefing', element: <BriefingForm analysts={ANALYSTS} savedCompany={saved} /> },
    { path: '/briefing/confirmation', element: <h1>Confirmed</h1> },
  ], { initialEntries: ['/briefing'] });
  render(
    <MockedProvider mocks={[captcha, ...mocks]}>
      <RouterProvider router={router} />
    </MockedProvider>,
  );
  return router;
}

const settle = () => act(async () => {});
const escape = (text: string) => text.replace(/[()*?/]/g, '\\$&');
const box = (name: string, within_: HTMLElement = document.body) => within(within_).getByRole('textbox', { name: new RegExp(`^${escape(name)}`) });
const type = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });
const button = (name: string | RegExp) => screen.getByRole('button', { name });
const participant = (n: number) => screen.getByRole('group', { name: `Participant ${n}` });
const submit = async () => {
  fireEvent.click(button('Propose briefing'));
  await settle();
};

/** What the domain requires of every briefing, filled in. */
async function fillRequired() {
  type(box('Subject'), 'Our new analytics platform');
  fireEvent.change(screen.getByRole('combobox', { name: /^Briefing type/ }), { target: { value: 'Product Update' } });
  type(box('Description'), 'What changed in release 5.');
  fireEvent.click(screen.getByRole('checkbox', { name: 'Technology Management' }));
  type(box('Company name'), 'Contoso');
  await settle();
}

// The reCAPTCHA script never loads in jsdom: stand in for Google's loader, then tick the box.
let solve: ((token: string) => void) | undefined;
let resets = 0;
async function solveCaptcha() {
  const script = await waitFor(() => {
    const found = document.head.querySelector(`script[src="${RECAPTCHA_SCRIPT}"]`);
    expect(found).not.toBeNull();
    return found!;
  });
  window.grecaptcha = { ready: (callback) => callback(), render: (_element, options) => ((solve = options.callback), 1), reset: () => void resets++ };
  script.dispatchEvent(new Event('load'));
  await waitFor(() => expect(solve).toBeDefined());
  await act(async () => {
    solve!('captcha-solution');
  });
}
afterEach(() => {
  delete window.grecaptcha;
  solve = undefined;
  resets = 0;
});

describe('BriefingForm', () => {
  it('adds up to three participants and no fourth; a row goes with its own remove button', async () => {
    renderForm();
    for (let n = 1; n <= 3; n++) fireEvent.click(button('Add participant'));
    await settle();
    expect(screen.getAllByRole('group', { name: /^Participant \d$/ })).toHaveLength(3);
    expect(button('Add participant').hasAttribute('disabled')).toBe(true);
    fireEvent.click(button('Add participant'));
    await settle();
    expect(screen.getAllByRole('group', { name: /^Participant \d$/ })).toHaveLength(3);
    expect(screen.getByText('Up to 3 people from your company can take part. 3 of 3 added.')).toBeDefined();

    type(box('Full name', participant(2)), 'Second Person');
    fireEvent.click(button('Remove participant 1'));
    await settle();
    expect(screen.getAllByRole('group', { name: /^Participant \d$/ })).toHaveLength(2);
    expect((box('Full name', participant(1)) as HTMLInputElement).value).toBe('Second Person');
    expect(button('Add participant').hasAttribute('disabled')).toBe(false);
  });

  it("shows a present participant's missing fields and a bad e-mail address", async () => {
    renderForm();
    await fillRequired();
    fireEvent.click(button('Add participant'));
    fireEvent.click(button('Add participant'));
    await settle();
    type(box('Full name', participant(2)), 'Jo Smith');
    type(box('E-mail address', participant(2)), 'jo@example');
    await submit();
    expect(within(participant(1)).getAllByText(REQUIRED_MESSAGE)).toHaveLength(3);
    expect(within(participant(2)).getByText(REQUIRED_MESSAGE)).toBeDefined();
    expect(within(participant(2)).getByText(EMAIL_SHAPE_MESSAGE)).toBeDefined();
    type(box('E-mail address', participant(2)), 'jo@example.com');
    await settle();
    expect(within(participant(2)).queryByText(EMAIL_SHAPE_MESSAGE)).toBeNull();
  });

  it('refuses an analyst already on the list, chosen or typed, by label', async () => {
    renderForm();
    const analysts = screen.getByRole('combobox', { name: 'Analysts' });
    type(analysts, 'Ada');
    fireEvent.click(await screen.findByRole('option', { name: /^Ada Lovelace/ }));
    await settle();
    const list = screen.getByRole('list', { name: 'Analysts to brief' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(button('Remove Ada Lovelace')).toBeDefined();

    type(analysts, ' ada lovelace ');
    fireEvent.click(button('Add analyst'));
    await settle();
    expect(screen.getByText(DUPLICATE_ANALYST_MESSAGE)).toBeDefined();
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);

    // A name not on the list is added as typed.
    type(analysts, 'Someone New');
    fireEvent.click(button('Add analyst'));
    await settle();
    expect(screen.queryByText(DUPLICATE_ANALYST_MESSAGE)).toBeNull();
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    fireEvent.click(button('Remove Ada Lovelace'));
    await settle();
    expect(within(screen.getByRole('list', { name: 'Analysts to brief' })).getAllByRole('listitem')).toHaveLength(1);
  });

  it('asks where to meet when the meeting is in person', async () => {
    renderForm();
    await fillRequired();
    expect(screen.queryByRole('textbox', { name: /^Meeting location/ })).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: 'In person' }));
    await settle();
    await submit();
    expect(screen.getByText(MEETING_LOCATION_MESSAGE)).toBeDefined();
    type(box('Meeting location'), 'Cambridge office');
    await settle();
    expect(screen.queryByText(MEETING_LOCATION_MESSAGE)).toBeNull();
  });

  it('fills in the company information saved with an earlier briefing, with the box to save it ticked', async () => {
    renderForm({ saved: { companyName: 'Contoso', companyCity: 'Zürich', companyZipCode: '8001', companyPhone: '+41 44 000 00 00', companyURL: 'https://contoso.example' } });
    await settle();
    expect((box('Company name') as HTMLInputElement).value).toBe('Contoso');
    expect((box('City') as HTMLInputElement).value).toBe('Zürich');
    expect((box('ZIP or postal code') as HTMLInputElement).value).toBe('8001');
    expect((box('Company website') as HTMLInputElement).value).toBe('https://contoso.example');
    expect((screen.getByRole('checkbox', { name: 'Save my company information for next time' }) as HTMLInputElement).checked).toBe(true);
  });

  it('starts empty, with the save box unticked, when nothing was saved', async () => {
    renderForm();
    await settle();
    expect((box('Company name') as HTMLInputElement).value).toBe('');
    expect((screen.getByRole('checkbox', { name: 'Save my company information for next time' }) as HTMLInputElement).checked).toBe(false);
  });

  it('counts bytes, not characters: a ZIP code of multi-byte text at its 10 bytes is accepted, one byte past is not', async () => {
    renderForm();
    await fillRequired();
    const zip = box('ZIP or postal code');
    type(zip, 'ééééé1'); // 6 characters, 11 bytes
    await settle();
    expect(screen.getByText('1 byte over the limit')).toBeDefined();
    await submit();
    // The resolver validates asynchronously: one settled tick is not always enough on a busy machine.
    await screen.findByText(tooManyBytesMessage(10));
    expect(zip.getAttribute('aria-invalid')).toBe('true');

    type(zip, 'ééééé'); // 5 characters, 10 bytes: at the limit
    await settle();
    expect(screen.queryByText(tooManyBytesMessage(10))).toBeNull();
    expect(screen.getByText('0 bytes left')).toBeDefined();
    expect(zip.getAttribute('aria-invalid')).toBe('false');
  });

  it("puts the server's refusals on their fields, keeps what was typed and asks for a fresh captcha", async () => {
    const refusal: MockedResponse = {
      request: { query: SubmitBriefingMutation, variables: () => true },
      result: {
        errors: [
          new GraphQLError('Please correct the highlighted fields', {
            extensions: { code: 'BAD_USER_INPUT', fieldErrors: [{ field: 'participants.0.emailAddress', message: 'This address cannot receive mail' }] },
          }),
        ],
      },
    };
    renderForm({ mocks: [refusal] });
    await fillRequired();
    fireEvent.click(button('Add participant'));
    await settle();
    type(box('Full name', participant(1)), 'Jo Smith');
    type(box('Job title', participant(1)), 'CTO');
    type(box('E-mail address', participant(1)), 'jo@contoso.example');
    await solveCaptcha();
    await submit();
    expect(await within(participant(1)).findByText('This address cannot receive mail')).toBeDefined();
    expect((box('Subject') as HTMLInputElement).value).toBe('Our new analytics platform');
    expect((box('E-mail address', participant(1)) as HTMLInputElement).value).toBe('jo@contoso.example');
    expect(resets).toBe(1);
    await submit();
    expect(screen.getByText(CAPTCHA_FAILED)).toBeDefined();
  });

  it("shows a refusal of the whole form (too many requests) as the form's alert, keeping what was typed", async () => {
    const message = formRateLimitMessage(540);
    const limited: MockedResponse = {
      request: { query: SubmitBriefingMutation, variables: () => true },
      result: { errors: [new GraphQLError(message, { extensions: { code: 'RATE_LIMITED' } })] },
    };
    renderForm({ mocks: [limited] });
    await fillRequired();
    await solveCaptcha();
    await submit();
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect((box('Subject') as HTMLInputElement).value).toBe('Our new analytics platform');
  });

  it('sends the briefing as typed and goes on to the confirmation', async () => {
    let sent: Record<string, unknown> | undefined;
    const accepted: MockedResponse = {
      request: { query: SubmitBriefingMutation, variables: (variables: { input: Record<string, unknown> }) => ((sent = variables.input), true) },
      result: { data: { submitBriefing: { __typename: 'BriefingSubmission', briefingId: 'BRF-1' } } },
    };
    const router = renderForm({ mocks: [accepted] });
    await fillRequired();
    // A typed name that is on the list is that analyst, with its id.
    type(screen.getByRole('combobox', { name: 'Analysts' }), 'grace hopper');
    fireEvent.click(button('Add analyst'));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Save my company information for next time' }));
    await solveCaptcha();
    await submit();
    await screen.findByRole('heading', { name: 'Confirmed' });
    expect(router.state.location.pathname).toBe('/briefing/confirmation');
    expect(sent).toMatchObject({
      subject: 'Our new analytics platform',
      briefingType: 'Product Update',
      meetingType: 0,
      inPersonMeetingLocation: '',
      targetAudiences: [5],
      analysts: [{ value: 'BIO1002', label: 'Grace Hopper' }],
      companyName: 'Contoso',
      companyInfoSave: true,
      participants: [],
      recaptchaToken: 'captcha-solution',
    });
  });
});
