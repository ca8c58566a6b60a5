// Two ways of asking, the same for both paths so their figures compare: one question at a time,
// and a closed loop of concurrent streams.
import { performance } from 'node:perf_hooks';
import { RateLimitedError } from './rateLimited.js';

/** Each question once, one after another: the time to each answer's first chunk and to its end. */
export async function timeOneByOne(ask, questions) {
  const first = [];
  const full = [];
  for (const question of questions) {
    const answer = await ask(question);
    if (answer.firstChunkMs !== null) first.push(answer.firstChunkMs);
    full.push(answer.fullMs);
  }
  return { first, full };
}

/**
 * `concurrency` streams, each asking the next question (the list taken in turn, round and round) as
 * soon as its previous answer ended, for `seconds`. Failed answers are counted and left out; a
 * rate-limited one stops the run.
 */
export async function answersPerSecond(ask, { concurrency, seconds, questions }) {
  const first = [];
  const full = [];
  let errors = 0;
  let firstError;
  let next = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  const stream = async () => {
    while (performance.now() < deadline) {
      const question = questions[next++ % questions.length];
      try {
        const answer = await ask(question);
        if (answer.firstChunkMs !== null) first.push(answer.firstChunkMs);
        full.push(answer.fullMs);
      } catch (error) {
        if (error instanceof RateLimitedError) throw error;
        errors += 1;
        firstError ??= error;
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, stream));
  if (firstError) console.warn(`  ${errors} failed answers, the first: ${firstError.message}`);
  return { first, full, errors, elapsedMs: performance.now() - started };
}
