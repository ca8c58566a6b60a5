import { readFile } from 'node:fs/promises';
import { composeServices } from '@apollo/composition';
import { parse } from 'graphql';
import type { SubgraphEntry } from './subgraphs.js';

export interface SubgraphSdl {
  name: string;
  url: string;
  sdl: string;
}

export class CompositionFailedError extends Error {
  constructor(readonly details: string[]) {
    super(`Supergraph composition failed:\n${details.map((d) => `  - ${d}`).join('\n')}`);
    this.name = 'CompositionFailedError';
  }
}

/** Composes federation 2 subgraph SDLs into a supergraph SDL; throws with every composition error. */
export function composeSupergraph(subgraphs: SubgraphSdl[]): string {
  const result = composeServices(
    subgraphs.map((s) => ({ name: s.name, url: s.url, typeDefs: parse(s.sdl) })),
  );
  if (result.errors) {
    throw new CompositionFailedError(result.errors.map((e) => e.message));
  }
  return ensureTrailingNewline(result.supergraphSdl);
}

/**
 * Reads every subgraph's committed schema.graphql; a missing file is an error naming its path,
 * unless `onMissing` is given (early, partial compositions), which is told and the file skipped.
 */
export async function readSubgraphSdls(
  subgraphs: SubgraphEntry[],
  onMissing?: (subgraph: SubgraphEntry) => void,
): Promise<SubgraphSdl[]> {
  const read = await Promise.all(
    subgraphs.map(async (s) => {
      try {
        return { name: s.name, url: s.defaultUrl, sdl: await readFile(s.schemaPath, 'utf8') };
      } catch (error) {
        if (onMissing && (error as NodeJS.ErrnoException).code === 'ENOENT') {
          onMissing(s);
          return undefined;
        }
        throw new Error(`Cannot read the ${s.name} subgraph schema at ${s.schemaPath}: ${(error as Error).message}`, {
          cause: error,
        });
      }
    }),
  );
  return read.filter((s): s is SubgraphSdl => s !== undefined);
}

function ensureTrailingNewline(text: string): string {
  return text.endsWith('\n') ? text : `${text}\n`;
}
