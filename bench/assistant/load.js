// Two ways of asking, the same for both paths so their figures compare: one question at a time,
// and a closed loop of concurrent streams.
import { performance } from 'node:perf_hooks';
import { RateLimitedError } from './rateLimited.js';

/**
 * Each question once on each path, one after another, the paths taking turns question by question
 * (so a machine whose load changes during the run weighs on both alike): the time to each
 * answer's first chunk and to its end, per path.
 */
export async function timeInTurns(paths, questions) {
  const times = paths.map(() => ({ first: [], full: [] }));
  for (const question of questions) {
    for (const [i, ask] of paths.entries()) {
      const answer = await ask(question);
      if (answer.firstChunkMs !== null) times[i].first.push(answer.firstChunkMs);
      times[i].full.push(answer.fullMs);
    }
  }
  return times;
}

/**
 * `concurrency` streams, each asking the next question (the list taken in turn, round and round) as
 * soon as its previous answer ended, for `seconds`. Failed answers are counted and left out; a
 * rate-limited one stops the run, and so do more failures than answers (past a few): a path that
 * fails at once would otherwise spin.
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
    while (performance.now() < deadline && !(errors > 20 && errors > full.length)) {
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
