import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { loadShedding, loadSheddingFromEnv, type LoadShedder } from './loadShedding.js';

let shedder: LoadShedder | undefined;
let close: (() => void) | undefined;
afterEach(() => {
  shedder?.stop();
  close?.();
});

async function serve(options: Parameters<typeof loadShedding>[0]): Promise<string> {
  shedder = loadShedding(options);
  const app = express();
  app.use(shedder.middleware);
  app.get('/work', (_req, res) => {
    res.json({ ok: true });
  });
  const server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  close = () => server.close();
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('load shedding', () => {
  it('serves while the process is within its limits', async () => {
    const url = await serve({ maxEventLoopDelayMs: 2000, maxHeapFraction: 0.9 });
    expect((await fetch(`${url}/work`)).status).toBe(200);
  });

  it('answers 503 with Retry-After, and nothing about the process, once the heap is over its share', async () => {
    // Any heap at all is over a millionth of the cap: the sampler marks the process overloaded.
    const url = await serve({ maxEventLoopDelayMs: 1000, maxHeapFraction: 0.000001 });
    await expect.poll(() => shedder!.overloaded).toBe(true);
    const response = await fetch(`${url}/work`);
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('1');
    expect(await response.text()).toBe('Service Unavailable');
  });

  it('refuses thresholds that would shed everything or nothing', () => {
    expect(() => loadSheddingFromEnv({ LOAD_SHED_HEAP_FRACTION: '2' })).toThrow(/LOAD_SHED_HEAP_FRACTION/);
    expect(() => loadSheddingFromEnv({ LOAD_SHED_EVENT_LOOP_DELAY_MS: 'soon' })).toThrow(/LOAD_SHED_EVENT_LOOP_DELAY_MS/);
    expect(loadSheddingFromEnv({})).toEqual({ maxEventLoopDelayMs: 2000, maxHeapFraction: 0.9 });
  });
});
