import { describe, expect, it } from 'vitest';
import { boldVisionPathOf } from './boldVisionPath';

describe('boldVisionPathOf', () => {
  it('renames /services and /priority paths, and only those', () => {
    expect(boldVisionPathOf('/services/customer-experience/SER100004/benchmark-metrics')).toBe('/functions/customer-experience/SER100004/benchmark-metrics');
    expect(boldVisionPathOf('/priority/b2b-marketing-executives/PRI3/further-research/apply')).toBe('/functional-priority/b2b-marketing-executives/PRI3/further-research/apply');
    expect(boldVisionPathOf('/functional-priority/x/PRI3')).toBeNull();
    expect(boldVisionPathOf('/functions/x')).toBeNull();
    expect(boldVisionPathOf('/services')).toBeNull();
    expect(boldVisionPathOf('/prioritys/x')).toBeNull();
  });
});
