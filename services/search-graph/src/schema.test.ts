import { readSchemaFile } from '@portal/graph-kit';
import { expect, it } from 'vitest';
import { searchSubgraphSdl } from './schema.js';

it('the committed schema.graphql is the SDL this subgraph emits (run `npm run write-schema`)', async () => {
  const committed = await readSchemaFile(new URL('../schema.graphql', import.meta.url));
  expect(committed).toBe(await searchSubgraphSdl());
});
