import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { reports } from './index.js';

// Exposes V8's gc() to this test only, so heap figures are measured after a full collection.
setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

function heapAfterGc(): number {
  gc();
  gc();
  return process.memoryUsage().heapUsed;
}

// It measures memory, not speed: generating 20,000 reports takes about 4 s alone on the project's
// 2-core machines and longer beside the other suites, so it has a time budget of its own.
const GENERATION_TIMEOUT_MS = 60_000;

describe('streaming', () => {
  it('generates 20,000 reports without holding them in memory', { timeout: GENERATION_TIMEOUT_MS }, () => {
    const config = { seed: 42, size: 20_000 };
    const samples: number[] = [];
    let count = 0;
    let figures = 0;
    let baseline = 0;
    for (const r of reports(config)) {
      figures += Object.keys(r.graphics).length;
      count++;
      if (count === 1_000) baseline = heapAfterGc();
      if (count % 5_000 === 0) samples.push(heapAfterGc());
    }
    expect(count).toBe(20_000);
    expect(figures).toBeGreaterThan(40_000);
    // Keeping the reports would cost hundreds of megabytes; streaming stays near the baseline.
    const growth = Math.max(...samples) - baseline;
    expect(growth).toBeLessThan(16 * 1024 * 1024);
  });
});
