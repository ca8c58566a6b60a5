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

describe('streaming', () => {
  it('generates 20,000 reports without holding them in memory', () => {
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
