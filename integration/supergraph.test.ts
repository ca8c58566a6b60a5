// The committed SDL files are the source of the supergraph: a stale one fails the run.
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../scripts/stack.mjs';

describe('the committed supergraph', () => {
  it('equals a fresh composition of the committed subgraph schemas', () => {
    const run = () => execFileSync(process.execPath, ['services/gateway/dist/compose.js', '--check'], { cwd: repoRoot, encoding: 'utf8', stdio: 'pipe' });
    expect(run).not.toThrow();
  });
});
