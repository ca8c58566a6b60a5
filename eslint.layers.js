// The layer rules of ARCHITECTURE.md ("One way down, no way up"), checked by eslint-plugin-boundaries
// on every source file. Tests are exempt: they start the real layers below them (a subgraph's test
// runs the real upstream). Imports are resolved through the TypeScript resolver with the packages'
// `source` condition, so `@portal/graph-kit` and a relative path into packages/graph-kit are the
// same element, built or not.
import boundaries from 'eslint-plugin-boundaries';

/** One element per layer, by folder. */
const ELEMENTS = [
  { type: 'web', pattern: 'web' },
  { type: 'gateway', pattern: 'services/gateway' },
  { type: 'subgraph', pattern: 'services/*-graph', capture: ['name'] },
  { type: 'upstream', pattern: 'services/upstream' },
  { type: 'graph-kit', pattern: 'packages/graph-kit' },
  { type: 'contracts', pattern: 'packages/contracts' },
  { type: 'corpus', pattern: 'packages/corpus' },
  { type: 'domain', pattern: 'packages/domain' },
];

const SERVICES = ['gateway', 'subgraph', 'upstream'];
/** Upstream knows nothing of GraphQL. */
const GRAPHQL_MODULES = ['graphql', 'graphql-*', '@graphql-*/**', '@apollo/**', 'type-graphql', '@as-integrations/**', 'dataloader'];

const layer = (type) => ({ element: { type } });
const anyLayer = (types) => ({ element: { type: types } });
const never = (from, to) => ({ from: layer(from), disallow: { to } });

/** What each layer never imports (everything else is allowed). */
const POLICIES = [
  // The browser app: no service, not graph-kit, and only the rules of packages/domain.
  never('web', anyLayer([...SERVICES, 'graph-kit', 'contracts', 'corpus'])),
  // The gateway talks to subgraphs over HTTP and composes their SDL files: it imports no code of theirs.
  never('gateway', anyLayer(['subgraph', 'upstream', 'web'])),
  // Subgraphs meet through entities at the gateway, never by import; upstream is reached over HTTP.
  { from: layer('subgraph'), disallow: { to: { element: { type: 'subgraph', captured: { name: '!{{from.captured.name}}' } } } } },
  never('subgraph', anyLayer(['upstream', 'gateway', 'web'])),
  // Upstream is below every GraphQL layer.
  never('upstream', anyLayer(['subgraph', 'gateway', 'graph-kit', 'web'])),
  { from: layer('upstream'), disallow: { to: { module: { origin: 'external', source: GRAPHQL_MODULES } } } },
  // The shared packages sit below every service.
  never('graph-kit', anyLayer([...SERVICES, 'web'])),
  // The seeded corpus produces what upstream serves: it may take the REST shapes' types from contracts.
  never('corpus', anyLayer([...SERVICES, 'graph-kit', 'web'])),
  // One zod contract per REST route: it builds on packages/domain only.
  never('contracts', anyLayer([...SERVICES, 'graph-kit', 'corpus', 'web'])),
  never('domain', anyLayer([...SERVICES, 'graph-kit', 'contracts', 'corpus', 'web'])),
];

export const layerRules = [
  {
    files: ['{web,services,packages}/**/*.{ts,tsx,js,mjs}'],
    ignores: ['**/*.test.{ts,tsx}', '**/testing/**', 'web/src/test/**'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': ELEMENTS,
      'import/resolver': {
        typescript: { conditionNames: ['source', 'types', 'import', 'default'], alwaysTryTypes: false },
      },
    },
    rules: {
      'boundaries/dependencies': ['error', { default: 'allow', checkAllOrigins: true, policies: POLICIES }],
    },
  },
];
