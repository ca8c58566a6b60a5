// `npm run write-schema`: writes the SDL this subgraph emits to schema.graphql (committed; the
// gateway composes the supergraph from it).
import 'reflect-metadata';
import { writeSchemaFile } from '@portal/graph-kit';
import { searchSubgraphSdl } from './schema.js';

const schemaFile = new URL('../schema.graphql', import.meta.url);

await writeSchemaFile(schemaFile, await searchSubgraphSdl());
console.log(`wrote ${schemaFile.pathname}`);
