// Which schema coordinates a subgraph resolver answers from the caller (signed-in user, visitor,
// reprint token), found by reading the resolver sources: a test holds cacheHints.ts to this list,
// so a new user-dependent field without a private hint fails instead of being shared by readers.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** What in a resolver's code means its answer depends on who asks. */
const CALLER_READS = /ctx\.user|context\.user|\.user\b|@Authorized|visitorId|unregisteredUserId|reprintTokens|requireUser|userId/;
const OPERATION_DECORATOR = /@(Query|Mutation|Subscription|FieldResolver)\(/g;

function resolverFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return resolverFiles(full);
    return entry.name.endsWith('.resolver.ts') ? [full] : [];
  });
}

/** The field a decorated method defines: its `name:` option, else the method's name. */
function fieldNameOf(chunk: string): string | undefined {
  const named = /name:\s*'([^']+)'/.exec(chunk.split('\n')[0] ?? '');
  return named?.[1] ?? /\n\s*(?:async\s+)?(\w+)\s*\(/.exec(chunk)?.[1];
}

/**
 * Every `Type.field` (Query.x, Report.hasAccess, ...) whose resolver reads the caller, in the
 * subgraphs under `servicesDir`. A resolver class made for several types (`@Resolver(() => type)`)
 * gives `type.field`: the caller expands it to every type with that field.
 */
export function callerDependentCoordinates(servicesDir: string): Set<string> {
  const found = new Set<string>();
  const graphs = readdirSync(servicesDir).filter((name) => name.endsWith('-graph'));
  for (const graph of graphs) {
    for (const file of resolverFiles(path.join(servicesDir, graph, 'src'))) {
      const source = readFileSync(file, 'utf8');
      const parent = /@Resolver\(\s*\(\)\s*=>\s*(\w+)/.exec(source)?.[1];
      const classWide = /@Authorized\([^)]*\)\s*(?:export\s+)?class/.test(source);
      const starts = [...source.matchAll(OPERATION_DECORATOR)];
      starts.forEach((match, i) => {
        const chunk = source.slice(match.index, starts[i + 1]?.index ?? source.length);
        const kind = match[1]!;
        if (kind === 'Mutation' || kind === 'Subscription') return; // never cached
        if (!classWide && !CALLER_READS.test(chunk)) return;
        const field = fieldNameOf(chunk);
        const type = kind === 'Query' ? 'Query' : parent;
        if (field && type) found.add(`${type}.${field}`);
      });
    }
  }
  return found;
}
