// Where the embedded search index lives: `${DATA_DIR}/search/` next to PGlite's files, or only
// in memory with SEARCH_INDEX=memory.
import path from 'node:path';
import { databaseOptionsFromEnv } from '../../db/client.js';

export function searchIndexLocationFromEnv(env: NodeJS.ProcessEnv = process.env): string | 'memory' {
  if (env.SEARCH_INDEX === 'memory') return 'memory';
  return path.join(databaseOptionsFromEnv(env).dataDir!, 'search');
}
