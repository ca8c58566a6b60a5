import type { RequestContext } from '../context/requestContext.js';
import { startTestSubgraph, type TestSubgraph, type TestSubgraphOptions } from './testSubgraph.js';

// A test subgraph over an upstream the test starts (services/upstream's real app, or a scripted
// server), started and stopped as one, so every test file sets it up the same way:
//   beforeAll(async () => ({ upstream, graph, stop } = await startTestStack(startRealUpstream('label'), options)), 60_000);
//   afterAll(() => stop?.());

export interface TestUpstream {
  url: string;
  close(): Promise<void>;
}

export interface TestStack<TUpstream extends TestUpstream> {
  upstream: TUpstream;
  graph: TestSubgraph;
  /** Stops the subgraph, then closes the upstream. */
  stop(): Promise<void>;
}

export async function startTestStack<TUpstream extends TestUpstream, TContext extends RequestContext>(
  starting: Promise<TUpstream>,
  options: Omit<TestSubgraphOptions<TContext>, 'upstreamUrl'>,
): Promise<TestStack<TUpstream>> {
  const upstream = await starting;
  let graph: TestSubgraph;
  try {
    graph = await startTestSubgraph({ ...options, upstreamUrl: upstream.url });
  } catch (error) {
    // Nothing would close an upstream whose subgraph never started.
    await upstream.close();
    throw error;
  }
  return {
    upstream,
    graph,
    async stop() {
      await graph.stop();
      await upstream.close();
    },
  };
}

/** How many requests an upstream that counts them (services/upstream's real app does) served while `work` ran. */
export async function requestsDuring(upstream: { requestCount(): Promise<number> }, work: () => Promise<unknown>): Promise<number> {
  const before = await upstream.requestCount();
  await work();
  return (await upstream.requestCount()) - before;
}
