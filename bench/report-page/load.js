// Two ways of loading pages, the same for the gateway and for REST so their figures compare.
import { performance } from 'node:perf_hooks';

/** One page load per id, one after another (cold: every id is requested for the first time). */
export async function runSequential(loadPage, ids) {
  const latencies = [];
  const started = performance.now();
  for (const id of ids) {
    const t0 = performance.now();
    await loadPage(id);
    latencies.push(performance.now() - t0);
  }
  return { latencies, elapsedMs: performance.now() - started, errors: 0 };
}

/**
 * A closed loop: `connections` workers each load the page again as soon as the previous load
 * finished, for `seconds`. Failed loads are counted and left out of the latencies.
 */
export async function runClosedLoop(loadPage, id, { connections, seconds }) {
  if (!(connections > 0 && seconds > 0)) throw new Error(`runClosedLoop needs connections and seconds, got ${connections}, ${seconds}`);
  const latencies = [];
  let errors = 0;
  let firstError;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  const worker = async () => {
    while (performance.now() < deadline) {
      const t0 = performance.now();
      try {
        await loadPage(id);
        latencies.push(performance.now() - t0);
      } catch (error) {
        errors += 1;
        firstError ??= error;
      }
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
  if (firstError) console.warn(`  ${errors} failed loads, the first: ${firstError.message}`);
  return { latencies, elapsedMs: performance.now() - started, errors };
}
