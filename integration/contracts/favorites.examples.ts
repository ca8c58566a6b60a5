import { favoritesContracts } from '@portal/contracts';
import { JORDAN, postJson, research } from './demoUsers.js';
import { example } from './example.js';

const FAVORITES = favoritesContracts.save.fullPath;

// Jordan is the examples' writer: a saved report lists, answers 'saved' and is removed again.
export const favoritesExamples = [
  example(favoritesContracts.save, async (context) => ({ input: { body: { contentId: research } }, headers: await context.signedAs(JORDAN), status: 201 })),
  example(favoritesContracts.list, async (context) => {
    const headers = await context.signedAs(JORDAN);
    await postJson(context, FAVORITES, { contentId: research }, headers);
    return { input: { query: { sort: 'title' as const, page: '1', category: 'report' as const } }, headers };
  }),
  example(favoritesContracts.saved, async (context) => ({ input: { query: { ids: `${research},WEB1` } }, headers: await context.signedAs(JORDAN) })),
  example(favoritesContracts.remove, async (context) => {
    const headers = await context.signedAs(JORDAN);
    await postJson(context, FAVORITES, { contentId: research }, headers);
    return { input: { params: { contentId: research } }, headers, status: 204 };
  }),
];
