// The committed SDL files are the source of the supergraph: a stale one fails the run. And the
// subgraphs as they run (their built bundles, scripts/bundle-service.mjs) serve those same schemas:
// type-graphql names types after classes, so a build that renamed a class would change the schema
// the gateway plans against without any source change.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Kind, parse, type DocumentNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../scripts/stack.mjs';
import { gqlData } from './support/graphql.js';
import { useSharedTestStack } from './support/testStack.js';

const stack = useSharedTestStack();

const TYPE_DEFINITIONS: ReadonlySet<Kind> = new Set([Kind.OBJECT_TYPE_DEFINITION, Kind.INTERFACE_TYPE_DEFINITION, Kind.INPUT_OBJECT_TYPE_DEFINITION, Kind.ENUM_TYPE_DEFINITION, Kind.UNION_TYPE_DEFINITION, Kind.SCALAR_TYPE_DEFINITION]);

/** Federation's own definitions (_Service, _Any, link__Import...), which a subgraph adds to what it serves. */
const isFederations = (name: string) => name.startsWith('_') || name.includes('__');

/**
 * Each type the portal defines, with its fields' (or values') names, sorted: what two printings of
 * one schema share.
 */
function shapeOf(document: DocumentNode): string[] {
  return document.definitions
    .flatMap((definition) => {
      if (!TYPE_DEFINITIONS.has(definition.kind) || !('name' in definition) || !definition.name || isFederations(definition.name.value)) return [];
      const members = 'fields' in definition ? (definition.fields ?? []) : 'values' in definition ? (definition.values ?? []) : [];
      return [`${definition.name.value} { ${members.map((member) => member.name.value).sort().join(' ')} }`];
    })
    .sort();
}

describe('the committed supergraph', () => {
  it('equals a fresh composition of the committed subgraph schemas', () => {
    const run = () => execFileSync(process.execPath, ['services/gateway/dist/compose.js', '--check'], { cwd: repoRoot, encoding: 'utf8', stdio: 'pipe' });
    expect(run).not.toThrow();
  });

  it.each(['content', 'search', 'commerce', 'account'] as const)('is what the running %s-graph serves', async (name) => {
    const committed = readFileSync(path.join(repoRoot, `services/${name}-graph/schema.graphql`), 'utf8');
    const served = await gqlData<{ _service: { sdl: string } }>(stack.subgraphUrls[name].replace(/\/graphql$/, ''), '{ _service { sdl } }');
    const servedShape = shapeOf(parse(served._service.sdl));
    expect(servedShape.length).toBeGreaterThan(10);
    expect(servedShape).toEqual(shapeOf(parse(committed)));
  });
});
