// Where the upstream package and the repository are on disk, worked out from this module's own
// place: src/ under the tests, dist/ when built. The service's bundle (dist/main.bundle.js, see
// scripts/bundle-service.mjs) inlines this module and sits in dist/ too, so it gets the same paths;
// a module one folder deeper (db/) would not, which is why they are computed here and only here.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const packageRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const repoRoot = path.resolve(packageRoot, '../..');
