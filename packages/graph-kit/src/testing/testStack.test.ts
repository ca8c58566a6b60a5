import { describe, expect, it, vi } from 'vitest';
import { startTestStack } from './testStack.js';

describe('startTestStack', () => {
  it('closes the upstream when the subgraph fails to start', async () => {
    const upstream = { url: 'http://127.0.0.1:9', close: vi.fn(async () => {}) };
    const build = () => Promise.reject(new Error('schema does not build'));
    await expect(startTestStack(Promise.resolve(upstream), { build, contextFactory: (base) => base })).rejects.toThrow('schema does not build');
    expect(upstream.close).toHaveBeenCalledOnce();
  });
});
