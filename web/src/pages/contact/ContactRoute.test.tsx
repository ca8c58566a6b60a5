// /contact-form and its confirmation as the reader meets them (spec 1 §2-§5, §9): the header of the
// contact type, the contact hours, a visitor's name and address, the phone asked for only when the
// profile has none, the subject's bytes counted as typed (200 bytes of 'é' accepted, 201 refused
// before anything is sent), the server's field errors on their fields, its rate limit in the
// form's alert, a failure that may have lost the message said plainly with the text kept, and the
// confirmation. The captcha runs as reCAPTCHA v3 with Google's script stood in for (the loader is
// an exported object the test spies on), so each submit gets a known token.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MockLink } from '@apollo/client/testing';
import { CONTACT_HOURS, DEFAULT_CONTACT_REFERER, formRateLimitMessage, tooManyBytesMessage } from '@portal/domain';
import { routes } from '../../app/router';
import { CaptchaProviderQuery } from '../../components/captcha/Captcha';
import { recaptchaScript, type RecaptchaApi } from '../../components/captcha/recaptchaScript';
import { HeaderViewerQuery } from '../../layout/AccountMenu';
import { HeaderCartCountQuery } from '../../layout/CartLink';
import { LayoutAlertBannerQuery } from '../../layout/SiteAnnouncement';
import { renderRoutes } from '../../test/renderRoutes';
import { NOT_SENT_MESSAGE, SubmitContactFormMutation } from './ContactForm';
import { ContactFormPageQuery } from './contactRoute';

const TOKEN = 'v3-token';
const HEADERS = {
  9: { title: 'Contact Customer Support', description: 'Questions about your access, your account or using the portal.' },
  13: { title: 'Talk To Sales', description: 'Learn which membership fits your team, or add research and analyst access.' },
} as const;

interface Reader {
  id: string;
  phoneNumber: string | null;
}
const CASEY: Reader = { id: 'usr-client-0001', phoneNumber: '6175550100' };
const NO_PHONE: Reader = { id: 'usr-client-0002', phoneNumber: null };

type Input = Record<string, unknown>;
type Answer = { data: { submitContactForm: { __typename: 'ContactSubmission'; contactId: string } } } | { errors: { message: string; extensions: Record<string, unknown> }[] };

function renderContact(path: string, { reader = null, answer, networkError }: { reader?: Reader | null; answer?: Answer; networkError?: Error } = {}) {
  const sent: Input[] = [];
  const id = Number(new URL(path, 'http://portal').searchParams.get('id') ?? 9) as keyof typeof HEADERS;
  const mocks: MockLink.MockedResponse[] = [
    { request: { query: LayoutAlertBannerQuery }, result: { data: { alertBanner: null } }, maxUsageCount: 5 },
    { request: { query: HeaderCartCountQuery }, result: { data: { cart: { __typename: 'Cart', count: 0 } } }, maxUsageCount: 5 },
    {
      request: { query: HeaderViewerQuery },
      result: { data: { viewer: reader && { __typename: 'Viewer', id: reader.id, fullName: 'Casey Morgan', interceptors: [] } } },
      maxUsageCount: 5,
    },
    {
      request: { query: ContactFormPageQuery, variables: { id: HEADERS[id] ? id : 9 } },
      result: {
        data: {
          contactFormHeader: { __typename: 'ContactFormHeader', id: HEADERS[id] ? id : 9, ...(HEADERS[id] ?? HEADERS[9]) },
          viewer: reader && { __typename: 'Viewer', id: reader.id, formData: { __typename: 'UserFormData', phoneNumber: reader.phoneNumber } },
        },
      },
      maxUsageCount: 2,
    },
    {
      request: { query: CaptchaProviderQuery },
      result: { data: { captcha: { __typename: 'Captcha', provider: 'recaptcha', siteKey: 'site-key', version: '3' } } },
      maxUsageCount: 5,
    },
  ];
  if (answer || networkError) {
    mocks.push({
      request: { query: SubmitContactFormMutation, variables: () => true },
      ...(networkError
        ? { error: networkError }
        : {
            result: (variables: Record<string, unknown>) => {
              sent.push(variables.input as Input);
              return answer!;
            },
          }),
    });
  }
  const { router } = renderRoutes(routes, path, new MockLink(mocks));
  return { sent, router };
}

const sentAs = (contactId: string): Answer => ({ data: { submitContactForm: { __typename: 'ContactSubmission', contactId } } });
const field = (name: string | RegExp) => screen.getByRole('textbox', { name });
const type = (name: string | RegExp, value: string) => fireEvent.change(field(name), { target: { value } });
const sendButton = () => screen.getByRole('button', { name: 'Send message' });
const heading = (name: string) => screen.findByRole('heading', { level: 1, name }, { timeout: 10_000 });

let execute: ReturnType<typeof vi.fn<RecaptchaApi['execute']>>;
beforeEach(() => {
  execute = vi.fn<RecaptchaApi['execute']>(() => Promise.resolve(TOKEN));
  vi.spyOn(recaptchaScript, 'load').mockResolvedValue({ render: vi.fn(() => 0), reset: vi.fn(), execute });
  window.sessionStorage.clear();
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('/contact-form', () => {
  it('signed out: the support form by default, the contact hours, and a visitor gives a name and an address', async () => {
    const { sent } = renderContact('/contact-form', { answer: sentAs('CNT-1001') });
    await heading('Contact Customer Support');
    expect(document.title).toBe('Contact Customer Support | Meridian Research');
    screen.getByText(HEADERS[9].description);
    const hours = screen.getByRole('region', { name: 'Contact hours' });
    for (const { region, hours: when } of CONTACT_HOURS) {
      within(hours).getByText(region);
      within(hours).getByText(when);
    }
    const form = screen.getByRole('form', { name: 'Contact Customer Support' });
    expect(within(form).getByRole('radio', { name: 'By e-mail' })).toHaveProperty('checked', true);

    // Nothing filled in: every required field says so, and nothing is sent.
    fireEvent.click(sendButton());
    await waitFor(() => expect(screen.getAllByText('This field is required')).toHaveLength(4));
    expect(sent).toEqual([]);

    type('Your name', 'Vic Visitor');
    type(/^E-mail address/, 'vic@example.org');
    type(/^Subject/, 'Cannot open a report');
    type(/^Message/, 'The report page says I have no access.');
    fireEvent.click(sendButton());
    await heading('Thank you for contacting us');
    expect(sent).toEqual([
      {
        contactType: 9,
        contactMethod: 'email',
        subject: 'Cannot open a report',
        message: 'The report page says I have no access.',
        referer: DEFAULT_CONTACT_REFERER,
        recaptchaToken: TOKEN,
        name: 'Vic Visitor',
        email: 'vic@example.org',
      },
    ]);
    expect(execute).toHaveBeenCalledWith('site-key', 'contact');
    expect(window.sessionStorage.getItem('portal.contactForm.contactId')).toBe('CNT-1001');
  });

  it("signed in: the type's header, no name or address asked, and a call goes to the profile's number", async () => {
    const { sent } = renderContact('/contact-form?id=13&from=%2Fanalysts', { reader: CASEY, answer: sentAs('CNT-1002') });
    await heading('Talk To Sales');
    expect(screen.queryByRole('textbox', { name: /^Your name/ })).toBeNull();
    expect(screen.queryByRole('textbox', { name: /^E-mail address/ })).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: 'By phone' }));
    await screen.findByText('We will call you on 617.555.0100, the number in your profile.');
    expect(screen.queryByRole('textbox', { name: /^Phone number/ })).toBeNull();
    type(/^Subject/, 'Seats for my team');
    type(/^Message/, 'We need five more seats.');
    fireEvent.click(sendButton());
    await heading('Thank you for contacting us');
    expect(sent).toEqual([
      {
        contactType: 13,
        contactMethod: 'phone',
        subject: 'Seats for my team',
        message: 'We need five more seats.',
        referer: `${window.location.origin}/analysts`,
        recaptchaToken: TOKEN,
      },
    ]);
  });

  it('asks for a number to call when the profile has none', async () => {
    const { sent } = renderContact('/contact-form?id=9', { reader: NO_PHONE, answer: sentAs('CNT-1003') });
    await heading('Contact Customer Support');
    fireEvent.click(screen.getByRole('radio', { name: 'By phone' }));
    type(/^Subject/, 'Call me');
    type(/^Message/, 'About my account.');
    fireEvent.click(sendButton());
    await screen.findByText('Please enter a phone number to be called on');
    expect(sent).toEqual([]);
    type(/^Phone number/, '617-555-0199');
    fireEvent.blur(field(/^Phone number/));
    fireEvent.click(sendButton());
    await heading('Thank you for contacting us');
    expect(sent[0]).toMatchObject({ contactMethod: 'phone', phone: '617.555.0199' });
  });

  it('counts the subject in UTF-8 bytes: 200 bytes of é are accepted, 201 refused before sending', async () => {
    const { sent } = renderContact('/contact-form', { reader: CASEY, answer: sentAs('CNT-1004') });
    await heading('Contact Customer Support');
    type(/^Message/, 'Multi-byte subject.');
    type(/^Subject/, `${'é'.repeat(100)}a`);
    screen.getByText('1 byte over the limit');
    fireEvent.click(sendButton());
    await screen.findByText(tooManyBytesMessage(200));
    expect(sent).toEqual([]);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Contact Customer Support');

    type(/^Subject/, 'é'.repeat(100));
    await screen.findByText('0 bytes left');
    fireEvent.click(sendButton());
    await heading('Thank you for contacting us');
    expect(sent).toEqual([expect.objectContaining({ subject: 'é'.repeat(100) })]);
  });

  it("shows the server's field errors on their fields and stays", async () => {
    const answer: Answer = {
      errors: [
        {
          message: 'Some fields need attention',
          extensions: { code: 'BAD_USER_INPUT', fieldErrors: [{ field: 'message', message: 'Must be 4000 bytes or fewer' }, { field: 'recaptchaToken', message: 'Please complete the captcha' }] },
        },
      ],
    };
    renderContact('/contact-form', { reader: CASEY, answer });
    await heading('Contact Customer Support');
    type(/^Subject/, 'Hello');
    type(/^Message/, 'Long message');
    fireEvent.click(sendButton());
    await screen.findByText('Must be 4000 bytes or fewer');
    screen.getByText('Please complete the captcha');
    expect((field(/^Message/) as HTMLTextAreaElement).value).toBe('Long message');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Contact Customer Support');
  });

  it("shows the rate limit's message in the form's alert and stays", async () => {
    const message = formRateLimitMessage(540);
    renderContact('/contact-form', { reader: CASEY, answer: { errors: [{ message, extensions: { code: 'RATE_LIMITED', status: 429 } }] } });
    await heading('Contact Customer Support');
    type(/^Subject/, 'Again');
    type(/^Message/, 'And again.');
    fireEvent.click(sendButton());
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect((field(/^Subject/) as HTMLInputElement).value).toBe('Again');
  });

  it('says plainly that a message the server may not have stored was not sent, and keeps the text', async () => {
    renderContact('/contact-form', { reader: CASEY, networkError: new TypeError('Failed to fetch') });
    await heading('Contact Customer Support');
    type(/^Subject/, 'Lost?');
    type(/^Message/, 'Please keep this text.');
    fireEvent.click(sendButton());
    expect((await screen.findByRole('alert')).textContent).toBe(NOT_SENT_MESSAGE);
    expect((field(/^Message/) as HTMLTextAreaElement).value).toBe('Please keep this text.');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Contact Customer Support');
    expect(window.sessionStorage.getItem('portal.contactForm.contactId')).toBeNull();
  });
});

describe('/contact-form/confirmation', () => {
  it('says what happens next, with the contact hours, the reference and the way home', async () => {
    window.sessionStorage.setItem('portal.contactForm.contactId', 'CNT-2001');
    renderContact('/contact-form/confirmation');
    await heading('Thank you for contacting us');
    expect(document.title).toBe('Thank you for contacting us | Meridian Research');
    screen.getByText(/reply by e-mail or phone, as you asked, within one business day/);
    await screen.findByText('Your reference: CNT-2001');
    screen.getByRole('region', { name: 'Contact hours' });
    expect(screen.getByRole('link', { name: 'Return to Home' }).getAttribute('href')).toBe('/myhome');
  });
});
