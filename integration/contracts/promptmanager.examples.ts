import { promptmanagerContracts } from '@portal/contracts';
import { chatIdOf } from '@portal/domain';
import { postJson, research } from './demoUsers.js';
import { example, type ExampleContext } from './example.js';

// Cleo (services/upstream demoUsers.ts) is the examples' chat writer: no other test reads her chats.
const CLEO = 'usr-client-0103';
const chatId = chatIdOf(research, CLEO);
const body = (prompt: string, prevPromptId: string | null = null) => ({
  prompt,
  response: 'Budgets grew 4% this year.',
  contentSource: { contentId: research, contentType: 'research', publishedDate: '2026-01-15' },
  intent: 'question',
  subIntent: null,
  prevPromptId,
  chatId,
  citations: [{ passageId: `${research}:s1:0`, contentId: research, sectionId: 's1', sectionTitle: 'Findings', quote: 'Budgets grew 4% this year.' }],
  promptSource: 'report',
});
/** A prompt of Cleo's saved first, for the examples that need one. */
async function savedPrompt(context: ExampleContext, prompt: string): Promise<{ headers: Record<string, string>; promptId: string }> {
  const headers = await context.signedAs(CLEO);
  const saved = await postJson(context, promptmanagerContracts.savePrompt.fullPath, body(prompt), headers);
  return { headers, promptId: saved.promptId };
}

export const promptmanagerExamples = [
  example(promptmanagerContracts.savePrompt, async (context) => ({ input: { body: body('How much did budgets grow?') }, headers: await context.signedAs(CLEO), status: 201 })),
  example(promptmanagerContracts.feedback, async (context) => {
    const { headers, promptId } = await savedPrompt(context, 'Was the answer helpful?');
    return { input: { body: { promptId, feedback: 'up' as const } }, headers };
  }),
  example(promptmanagerContracts.chat, async (context) => {
    const { headers } = await savedPrompt(context, 'What changed since last year?');
    return { input: { query: { chatId, order: 'desc' as const, page: '1', size: '10' } }, headers };
  }),
  example(promptmanagerContracts.deletePrompts, async (context) => {
    const first = await savedPrompt(context, 'A question to edit');
    const second = await savedPrompt(context, 'A later question');
    return { input: { query: { promptId: `${first.promptId},${second.promptId}` } }, headers: first.headers, status: 204 };
  }),
  example(promptmanagerContracts.deleteChat, async (context) => {
    const { headers } = await savedPrompt(context, 'A question before the history is deleted');
    return { input: { query: { chatId } }, headers, status: 204 };
  }),
];
