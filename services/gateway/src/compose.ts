// CLI: composes the committed subgraph schemas into services/gateway/supergraph.graphql.
// `--check` writes nothing and exits 1 when the committed supergraph differs from a fresh composition.
// `--allow-missing` composes from the subgraph schemas that exist so far (while they are being written).
import { readFile, writeFile } from 'node:fs/promises';
import { composeSupergraph, readSubgraphSdls } from './composeSupergraph.js';
import { defaultSupergraphPath, repoRoot } from './paths.js';
import { portalSubgraphs } from './subgraphs.js';

async function run(check: boolean, allowMissing: boolean): Promise<number> {
  const warnMissing = (s: { name: string; schemaPath: string }) =>
    console.warn(`warning: the ${s.name} subgraph has no schema yet (${s.schemaPath}); composing without it`);
  const sdls = await readSubgraphSdls(portalSubgraphs(repoRoot), allowMissing ? warnMissing : undefined);
  const supergraph = composeSupergraph(sdls);
  if (!check) {
    await writeFile(defaultSupergraphPath, supergraph);
    console.log(`wrote ${defaultSupergraphPath}`);
    return 0;
  }
  const committed = await readFile(defaultSupergraphPath, 'utf8').catch(() => '');
  if (committed === supergraph) {
    console.log('supergraph.graphql is up to date');
    return 0;
  }
  console.error('supergraph.graphql is stale: run `npm run compose -w services/gateway` and commit it');
  return 1;
}

run(process.argv.includes('--check'), process.argv.includes('--allow-missing')).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
