import { readFile, writeFile } from 'node:fs/promises';

// Each subgraph commits the SDL it emits (schema.graphql) and the gateway composes those files;
// these two helpers are the write-schema script and the is-it-current test.

export async function writeSchemaFile(path: string | URL, sdl: string): Promise<void> {
  await writeFile(path, sdl, 'utf8');
}

export async function readSchemaFile(path: string | URL): Promise<string | null> {
  try {
    return await readFile(path, 'utf8');
  } catch {
    return null;
  }
}
