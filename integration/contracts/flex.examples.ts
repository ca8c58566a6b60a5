import { blueprintContracts, flexContracts } from '@portal/contracts';
import { blueprints, flexPages } from '@portal/corpus';
import { example } from './example.js';

const withTabs = flexPages().find((page) => page.tabs.length > 0)!;
const withoutTabs = flexPages().find((page) => page.tabs.length === 0)!;

export const flexExamples = [
  example(flexContracts.get, { input: { params: { id: 'PG14' } } }, 'PG14, where the token redirect leads'),
  example(flexContracts.get, { input: { params: { id: withTabs.id } } }, 'a page with tabs'),
  example(flexContracts.get, { input: { params: { id: withoutTabs.id } } }, 'a page without tabs'),
  example(blueprintContracts.list, { input: {} }),
  example(blueprintContracts.get, { input: { params: { id: blueprints()[0].id } } }),
];
