// `npm run write-schema`: writes the SDL this subgraph emits to schema.graphql (committed; the
// gateway composes the supergraph from it).
import 'reflect-metadata';
import { writeSchemaFile } from '@portal/graph-kit';
import { accountSubgraphSdl } from './schema.js';

const schemaFile = new URL('../schema.graphql', import.meta.url);

await writeSchemaFile(schemaFile, await accountSubgraphSdl());
console.log(`wrote ${schemaFile.pathname}`);
