// CLI: the partner API's breaking-change check (scripts/test.sh) and its release.
// `--check` compares the API schema of the committed supergraph with released-schema.graphql and
// exits 1 on a breaking change not announced by a @deprecated in the released schema, printing the
// dangerous ones; `--write` (`npm run schema:release`) makes the current API schema the released one.
import { readFile, writeFile } from 'node:fs/promises';
import { buildSchema } from 'graphql';
import { defaultReleasedSchemaPath, defaultSupergraphPath } from '../paths.js';
import { apiSchemaFromSupergraph, printApiSchema } from './apiSchema.js';
import { compareWithReleased } from './breakingChanges.js';

async function run(write: boolean): Promise<number> {
  const current = apiSchemaFromSupergraph(await readFile(defaultSupergraphPath, 'utf8'));
  if (write) {
    await writeFile(defaultReleasedSchemaPath, printApiSchema(current));
    console.log(`wrote ${defaultReleasedSchemaPath}`);
    return 0;
  }
  const released = buildSchema(await readFile(defaultReleasedSchemaPath, 'utf8'));
  const { breaking, dangerous } = await compareWithReleased(released, current);
  for (const change of dangerous) console.log(`dangerous: ${change.message}`);
  for (const change of breaking) console.error(`breaking: ${change.message}`);
  if (breaking.length > 0) {
    console.error(
      `${breaking.length} breaking change(s) to the partner API: deprecate first (@deprecated in a release), remove later`,
    );
    return 1;
  }
  console.log(`no breaking change against released-schema.graphql (${dangerous.length} dangerous)`);
  return 0;
}

run(process.argv.includes('--write')).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
