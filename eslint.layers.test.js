// The layer rules fail the lint: each snippet below breaks one never-import of ARCHITECTURE.md and
// is linted through the ESLint Node API with the repository's own config, as `npm run lint` does.
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: import.meta.dirname });

async function layerErrors(filePath, code) {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.filter((m) => m.ruleId === 'boundaries/dependencies').map((m) => m.message);
}

describe('layer rules (eslint.layers.js)', () => {
  it.each([
    ['web imports graph-kit', 'web/src/app/layerViolation.ts', "import { portalError } from '@portal/graph-kit';\nexport const x = portalError;\n"],
    ['web imports a subgraph', 'web/src/app/layerViolation.ts', "import { x } from '../../../services/search-graph/src/context.js';\nexport const y = x;\n"],
    ['a subgraph imports another', 'services/search-graph/src/layerViolation.ts', "import { x } from '../../account-graph/src/context.js';\nexport const y = x;\n"],
    ['a subgraph imports upstream', 'services/content-graph/src/layerViolation.ts', "import { x } from '@portal/upstream';\nexport const y = x;\n"],
    ['upstream imports graph-kit', 'services/upstream/src/layerViolation.ts', "import { portalError } from '@portal/graph-kit';\nexport const x = portalError;\n"],
    ['upstream imports graphql', 'services/upstream/src/layerViolation.ts', "import { GraphQLError } from 'graphql';\nexport const x = GraphQLError;\n"],
    ['graph-kit imports a service', 'packages/graph-kit/src/layerViolation.ts', "import { x } from '../../../services/upstream/src/index.js';\nexport const y = x;\n"],
    ['contracts imports graph-kit', 'packages/contracts/src/layerViolation.ts', "import { portalError } from '@portal/graph-kit';\nexport const x = portalError;\n"],
    ['domain imports corpus', 'packages/domain/src/layerViolation.ts', "import { x } from '@portal/corpus';\nexport const y = x;\n"],
    ['gateway imports a subgraph', 'services/gateway/src/layerViolation.ts', "import { x } from '../../commerce-graph/src/context.js';\nexport const y = x;\n"],
  ])('reports %s', async (_label, filePath, code) => {
    expect(await layerErrors(filePath, code)).toEqual([expect.stringMatching(/not allowed/)]);
  });

  it.each([
    ['a subgraph imports graph-kit and domain', 'services/search-graph/src/layerAllowed.ts', "import { portalError } from '@portal/graph-kit';\nimport { slugify } from '@portal/domain';\nexport const x = [portalError, slugify];\n"],
    ['a subgraph imports its own files', 'services/search-graph/src/layerAllowed.ts', "import { createSearchContext } from './context.js';\nexport const x = createSearchContext;\n"],
    ['web imports domain', 'web/src/app/layerAllowed.ts', "import { slugify } from '@portal/domain';\nexport const x = slugify;\n"],
    ['upstream imports corpus', 'services/upstream/src/layerAllowed.ts', "import { analysts } from '@portal/corpus';\nexport const x = analysts;\n"],
  ])('allows %s', async (_label, filePath, code) => {
    expect(await layerErrors(filePath, code)).toEqual([]);
  });
});
