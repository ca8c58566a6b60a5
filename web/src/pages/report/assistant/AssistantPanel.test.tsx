import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ApolloClient, type ApolloLink } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { Subject } from 'rxjs';
import { MemoryRouter } from 'react-router';
import {
  ASSISTANT_BLOCKED_MESSAGE,
  ASSISTANT_EMPTY_ANSWER_MESSAGE,
  ASSISTANT_ERROR_MESSAGE,
  ASSISTANT_NOT_ACCESSIBLE_MESSAGE,
  ASSISTANT_QUESTION_MAX_LENGTH,
  ASSISTANT_QUESTION_TOO_LONG_MESSAGE,
  ASSISTANT_SIGN_IN_MESSAGE,
} from '@portal/domain';
import { AnnounceProvider, LiveRegion } from '../../../a11y/announce';
import { createCache } from '../../../app/apollo';
import { operationLink, type OperationAnswers } from '../../../test/operationLink';
import { reportPageData, reportPagePrivateData } from '../../../test/reportFixture';
import { ReportPage } from '../ReportPage';
import { ReportPagePrivateQuery, ReportPageQuery } from '../route';
import { QUESTION_LABEL } from './AssistantQuestionForm';
import { CONFIRM_CLEAR_QUESTION } from './ClearHistoryButton';

const REPORT_ID = 'RES100001';
const PROMPT_1 = '0b0e6c1e-4a57-4f3c-9a55-5d1c0f2b8a01';
const PROMPT_2 = '0b0e6c1e-4a57-4f3c-9a55-5d1c0f2b8a02';
const QUOTE = 'Demand gains the most.';

const citation = (sectionId: string, sectionTitle: string, quote: string) => ({
  __typename: 'AssistantCitation',
  passageId: `${REPORT_ID}:${sectionId}:0`,
  contentId: REPORT_ID,
  sectionId,
  sectionTitle,
  quote,
  report: { __typename: 'Report', id: REPORT_ID, title: 'The State Of B2B Marketing, 2024', path: `/report/the-state/${REPORT_ID}` },
});
const entry = (promptId: string, prompt: string, response: string, fields: Record<string, unknown> = {}) => ({
  __typename: 'AssistantEntry',
  promptId,
  prompt,
  response,
  blocked: false,
  feedback: null,
  citations: [],
  ...fields,
});
const chat = (entries: unknown[], page = 1, totalPages = 1) => ({ __typename: 'AssistantChat', chatId: `${REPORT_ID}.usr-1`, page, totalPages, entries });
const event = (fields: Record<string, unknown>) => ({
  data: { askAssistant: { __typename: 'AssistantAnswerEvent', text: '', blocked: false, declined: false, done: false, promptId: null, citations: [], ...fields } },
});

const viewer = { __typename: 'Viewer', id: 'usr-1', fullName: 'Kai Lund', interceptors: [] };

function renderPage(answers: OperationAnswers, { signedIn = true } = {}) {
  const { link, operations } = operationLink({
    HeaderViewer: () => ({ data: { viewer: signedIn ? viewer : null } }),
    AssistantAccess: () => ({ data: { assistantAccess: true } }),
    AssistantChat: () => ({ data: { assistantChat: chat([]) } }),
    ...answers,
  });
  const client = new ApolloClient({ link: link as ApolloLink, cache: createCache() });
  client.writeQuery({ query: ReportPageQuery, variables: { id: REPORT_ID }, data: reportPageData });
  client.writeQuery({ query: ReportPagePrivateQuery, variables: { id: REPORT_ID }, data: reportPagePrivateData });
  render(
    <ApolloProvider client={client}>
      <MemoryRouter initialEntries={[`/report/the-state/${REPORT_ID}`]}>
        <AnnounceProvider>
          <ReportPage report={reportPageData.report!} reader={reportPagePrivateData.report!} />
          <LiveRegion />
        </AnnounceProvider>
      </MemoryRouter>
    </ApolloProvider>,
  );
  return { operations };
}

const openButton = () => screen.getByRole('button', { name: 'Ask the assistant' });
const panel = () => screen.getByRole('region', { name: 'AI assistant' });
const liveRegion = () => screen.getByTestId('live-region');

async function openPanel() {
  fireEvent.click(openButton());
  // The panel's code loads on its first opening (ReportPage.tsx).
  return screen.findByRole('region', { name: 'AI assistant' });
}

async function ask(question: string) {
  const field = await within(panel()).findByRole('textbox', { name: QUESTION_LABEL });
  fireEvent.change(field, { target: { value: question } });
  fireEvent.click(within(panel()).getByRole('button', { name: 'Ask' }));
  // The form checks the question (asynchronously) before asking: the question shows once asked.
  await within(panel()).findByRole('heading', { name: (name) => name.startsWith(question.slice(0, 50)) });
}

describe('the assistant panel on the report page', () => {
  it('opens from its button with focus on its heading, and closes with Escape, focus back on the button', async () => {
    renderPage({});
    expect(openButton().getAttribute('aria-expanded')).toBe('false');
    const region = await openPanel();
    expect(openButton().getAttribute('aria-expanded')).toBe('true');
    expect(openButton().getAttribute('aria-controls')).toBe(region.id);
    expect(document.activeElement).toBe(within(region).getByRole('heading', { name: 'AI assistant' }));
    fireEvent.keyDown(region, { key: 'Escape' });
    expect(region.hidden).toBe(true);
    expect(document.activeElement).toBe(openButton());
  });

  it('asks a visitor to log in, coming back to the report', async () => {
    const { operations } = renderPage({}, { signedIn: false });
    const region = await openPanel();
    await within(region).findByText(`${ASSISTANT_SIGN_IN_MESSAGE}.`);
    expect(within(region).getByRole('link', { name: ASSISTANT_SIGN_IN_MESSAGE }).getAttribute('href')).toBe(`/login?lr=${encodeURIComponent(`/report/the-state/${REPORT_ID}`)}`);
    expect(within(region).queryByRole('textbox')).toBeNull();
    // Spec 2 §6: the permission is asked only when signed in.
    expect(operations.map((op) => op.operationName)).not.toContain('AssistantAccess');
  });

  it('tells a reader without access why, instead of the form', async () => {
    renderPage({ AssistantAccess: () => ({ data: { assistantAccess: false } }) });
    const region = await openPanel();
    await within(region).findByText(ASSISTANT_NOT_ACCESSIBLE_MESSAGE);
    expect(within(region).queryByRole('textbox')).toBeNull();
  });

  it('streams the answer as it arrives, announces it once complete, and its citation marks the passage in its section', async () => {
    const stream = new Subject<ApolloLink.Result>();
    const { operations } = renderPage({ AskAssistant: () => stream });
    await openPanel();
    await ask('Where does the budget go?');
    await waitFor(() =>
      expect(operations.find((op) => op.operationName === 'AskAssistant')?.variables).toEqual({ contentId: REPORT_ID, question: 'Where does the budget go?', prevPromptId: null }),
    );
    const answers = await within(panel()).findByRole('list', { name: 'Your questions and answers' });

    stream.next(event({ text: 'Budgets move to demand. ' }));
    await within(answers).findByText('Budgets move to demand.', { exact: false });
    stream.next(event({ text: QUOTE, citations: [citation('budgets', 'Budgets', QUOTE)] }));
    await within(answers).findByText(`Budgets move to demand. ${QUOTE}`, { exact: false });
    // Not announced piece by piece.
    expect(liveRegion().textContent).toBe('');
    expect(within(panel()).getByRole('button', { name: 'Ask' }).hasAttribute('disabled')).toBe(true);

    stream.next(event({ done: true, promptId: PROMPT_1 }));
    await waitFor(() => expect(liveRegion().textContent).toBe(`The assistant answered: Budgets move to demand. ${QUOTE}`));
    expect(within(panel()).getByRole('button', { name: 'Ask' }).hasAttribute('disabled')).toBe(false);

    // The section is collapsed first: the citation opens it and marks the quoted sentence.
    fireEvent.click(screen.getByRole('button', { name: 'Collapse Budgets' }));
    fireEvent.click(within(answers).getByRole('link', { name: '1. Budgets' }));
    expect(screen.getByRole('button', { name: 'Collapse Budgets' }).getAttribute('aria-expanded')).toBe('true');
    const mark = document.querySelector('mark');
    expect(mark?.textContent).toBe(QUOTE);
    expect(document.getElementById('budgets-content')?.contains(mark)).toBe(true);
  });

  it('empties a blocked answer and says why', async () => {
    const stream = new Subject<ApolloLink.Result>();
    renderPage({ AskAssistant: () => stream });
    await openPanel();
    await ask('Tell me about someone');
    stream.next(event({ text: 'Partial ' }));
    stream.next(event({ blocked: true }));
    stream.next(event({ done: true, blocked: true, promptId: PROMPT_1 }));
    await within(panel()).findByText(ASSISTANT_BLOCKED_MESSAGE);
    expect(within(panel()).queryByText('Partial', { exact: false })).toBeNull();
    await waitFor(() => expect(liveRegion().textContent).toBe(ASSISTANT_BLOCKED_MESSAGE));
  });

  it('shows the empty (204) answer, and the error state when the stream fails, with what the server said when it refused', async () => {
    const streams = [new Subject<ApolloLink.Result>(), new Subject<ApolloLink.Result>(), new Subject<ApolloLink.Result>()];
    let asked = 0;
    renderPage({ AskAssistant: () => streams[asked++]! });
    await openPanel();
    await ask('An empty one');
    streams[0]!.next(event({ done: true, promptId: PROMPT_1 }));
    await within(panel()).findByText(ASSISTANT_EMPTY_ANSWER_MESSAGE);

    await ask('A failing one');
    streams[1]!.error(new Error('socket closed'));
    await within(panel()).findByText(ASSISTANT_ERROR_MESSAGE);
    await waitFor(() => expect(liveRegion().textContent).toBe(ASSISTANT_ERROR_MESSAGE));

    await ask('One too many');
    const quota = 'You have asked 10 questions in the last minute; ask again in 42 seconds';
    streams[2]!.next({ errors: [{ message: quota, extensions: { code: 'RATE_LIMITED' } }] });
    await within(panel()).findByText(quota);
    await waitFor(() => expect(liveRegion().textContent).toBe(`${ASSISTANT_ERROR_MESSAGE} ${quota}`));
  });

  it('refuses a question over the limit with the message, asking nothing', async () => {
    const { operations } = renderPage({});
    await openPanel();
    const field = await within(panel()).findByRole('textbox', { name: QUESTION_LABEL });
    fireEvent.change(field, { target: { value: 'a'.repeat(ASSISTANT_QUESTION_MAX_LENGTH + 1) } });
    expect(within(panel()).getByText(/ characters$/).textContent).toBe('1,001 / 1,000 characters');
    fireEvent.click(within(panel()).getByRole('button', { name: 'Ask' }));
    await within(panel()).findByText(ASSISTANT_QUESTION_TOO_LONG_MESSAGE);
    expect(operations.map((op) => op.operationName)).not.toContain('AskAssistant');
  });

  it('loads the history, rates an answer (pressed, and pressed again takes it back), and edits a question', async () => {
    const history = [entry(PROMPT_1, 'First question?', 'First answer.'), entry(PROMPT_2, 'Second question?', 'Second answer.', { feedback: 'down' })];
    const { operations } = renderPage({
      AssistantChat: () => ({ data: { assistantChat: chat(history) } }),
      RateAssistantAnswer: () => ({ data: { rateAssistantAnswer: true } }),
      EditAssistantPrompt: () => ({ data: { editAssistantPrompt: chat([]) } }),
      ClearAssistantChat: () => ({ data: { clearAssistantChat: true } }),
    });
    await openPanel();
    const answers = await within(panel()).findByRole('list', { name: 'Your questions and answers' });
    const [first, second] = within(answers).getAllByRole('listitem').filter((item) => item.parentElement === answers);
    expect(within(second!).getByRole('button', { name: 'Not helpful' }).getAttribute('aria-pressed')).toBe('true');

    const helpful = within(first!).getByRole('button', { name: 'Helpful' });
    fireEvent.click(helpful);
    expect(helpful.getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => expect(operations.filter((op) => op.operationName === 'RateAssistantAnswer').map((op) => op.variables)).toEqual([{ promptId: PROMPT_1, feedback: 'up' }]));
    fireEvent.click(within(first!).getByRole('button', { name: 'Helpful' }));
    await waitFor(() => expect(operations.filter((op) => op.operationName === 'RateAssistantAnswer').at(-1)?.variables).toEqual({ promptId: PROMPT_1, feedback: null }));
    expect(within(first!).getByRole('button', { name: 'Helpful' }).getAttribute('aria-pressed')).toBe('false');

    // Editing the first question drops both on the server and puts it back in the form.
    fireEvent.click(within(first!).getByRole('button', { name: 'Edit question: First question?' }));
    const field = within(panel()).getByRole('textbox', { name: QUESTION_LABEL });
    await waitFor(() => expect((field as HTMLTextAreaElement).value).toBe('First question?'));
    await waitFor(() => expect(document.activeElement).toBe(field));
    expect(operations.find((op) => op.operationName === 'EditAssistantPrompt')?.variables).toEqual({ contentId: REPORT_ID, promptId: PROMPT_1 });
    expect(within(panel()).queryByRole('list', { name: 'Your questions and answers' })).toBeNull();
  });

  it('reads a long history page after page, and the next question follows the last of all', async () => {
    const stream = new Subject<ApolloLink.Result>();
    const { operations } = renderPage({
      AssistantChat: ({ page }) => ({
        data: { assistantChat: page === 1 ? chat([entry(PROMPT_1, 'First question?', 'First answer.')], 1, 2) : chat([entry(PROMPT_2, 'Second question?', 'Second answer.')], 2, 2) },
      }),
      AskAssistant: () => stream,
    });
    await openPanel();
    await within(panel()).findByText('Second answer.');
    await ask('Third question?');
    await waitFor(() => expect(operations.find((op) => op.operationName === 'AskAssistant')?.variables).toMatchObject({ prevPromptId: PROMPT_2 }));
  });

  it('deletes the history once confirmed', async () => {
    const { operations } = renderPage({
      AssistantChat: () => ({ data: { assistantChat: chat([entry(PROMPT_1, 'First question?', 'First answer.')]) } }),
      ClearAssistantChat: () => ({ data: { clearAssistantChat: true } }),
    });
    await openPanel();
    await within(panel()).findByText('First answer.');
    fireEvent.click(within(panel()).getByRole('button', { name: 'Delete history' }));
    // Asked twice: cancelling keeps it all, focus back on the button.
    const confirm = within(panel()).getByRole('group', { name: 'Delete history' });
    expect(confirm.textContent).toContain(CONFIRM_CLEAR_QUESTION);
    await waitFor(() => expect(document.activeElement).toBe(within(confirm).getByRole('button', { name: 'Cancel' })));
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(document.activeElement).toBe(within(panel()).getByRole('button', { name: 'Delete history' })));
    expect(operations.map((op) => op.operationName)).not.toContain('ClearAssistantChat');

    fireEvent.click(within(panel()).getByRole('button', { name: 'Delete history' }));
    fireEvent.click(within(panel()).getByRole('button', { name: 'Delete all' }));
    await waitFor(() => expect(within(panel()).queryByText('First answer.')).toBeNull());
    expect(operations.find((op) => op.operationName === 'ClearAssistantChat')?.variables).toEqual({ contentId: REPORT_ID });
    expect(within(panel()).queryByRole('button', { name: 'Delete history' })).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(within(panel()).getByRole('textbox', { name: QUESTION_LABEL })));
  });
});
