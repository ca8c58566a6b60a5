#!/usr/bin/env node
// Assistant benchmark (issue #12): answer quality on labelled questions from the corpus
// generator's own facts, asked of izola-service directly; time to the first chunk and to the full
// answer through the gateway (askAssistant over graphql-ws) against straight from izola-service,
// in the same run; answers per second at 10 concurrent streams on both paths. Needs a running
// stack (`npm start`) and its USER_CONTEXT_SECRET; see bench/README.md.
import { printTable } from '../report-page/stats.js';
import { loadConfig } from './config.js';
import { gatewayAsker } from './gatewayClient.js';
import { izolaAsker } from './izolaClient.js';
import { answersPerSecond, timeInTurns } from './load.js';
import { qualityColumns, qualityRows, scoreAnswer } from './quality.js';
import { labelledQuestions, unanswerableQuestions } from './questions.js';
import { RATE_LIMITED_HELP, RateLimitedError } from './rateLimited.js';
import { timingColumns, timingRatioRow, timingRow, throughputColumns, throughputRows } from './timing.js';

const config = loadConfig();

async function ensureStackIsUp() {
  for (const url of [config.gatewayUrl, config.upstreamUrl]) {
    const response = await fetch(`${url}/healthz`).catch(() => {
      throw new Error(`${url} is not reachable: start the stack with \`npm start\` (or set GATEWAY_URL / UPSTREAM_URL)`);
    });
    if (!response.ok) throw new Error(`${url}/healthz answered HTTP ${response.status}`);
  }
}

async function measureQuality(askIzola, labelled, unanswerable) {
  console.log(`\nrunning: quality, ${labelled.length} labelled and ${unanswerable.length} unanswerable questions to izola-service ...`);
  const scored = [];
  const subIntents = new Set();
  for (const fact of labelled) {
    const { chunks } = await askIzola(fact);
    subIntents.add(chunks[0]?.subIntent);
    scored.push({ fact, ...scoreAnswer(fact, chunks) });
  }
  const declined = [];
  for (const question of unanswerable) declined.push((await askIzola(question)).chunks);
  printTable(`Answer quality (izola-service, answerer: ${[...subIntents].join(', ')})`, qualityColumns, qualityRows(scored, declined));
  if (process.argv.includes('--verbose')) {
    for (const s of scored.filter((row) => !row.hasSentence)) console.log(`  missed ${s.fact.contentId} ${s.fact.sectionId}: ${s.fact.question} (${s.fact.answer})`);
    unanswerable.forEach((q, i) => declined[i].some((c) => c.declined) || console.log(`  answered ${q.contentId}: ${q.question}`));
  }
}

async function main() {
  await ensureStackIsUp();
  const labelled = labelledQuestions(config.corpus, config.reader, config.reports);
  const unanswerable = unanswerableQuestions(config.corpus, config.reader);
  console.log(`assistant benchmark: gateway ${config.gatewayUrl}, upstream ${config.upstreamUrl}`);
  console.log(`corpus seed ${config.corpus.seed}, ${config.corpus.size} reports; reader ${config.reader.email} (${config.reader.id})`);

  const askIzola = izolaAsker(config);
  await measureQuality(askIzola, labelled, unanswerable);

  const gateway = await gatewayAsker(config);
  // The reader's chats about the reports asked, emptied before (each answer the gateway streams is
  // saved in one, and a long chat must not slow the later answers) and after the run.
  const asked = labelled.map((fact) => fact.contentId);
  await gateway.clearChats(asked);
  try {
    const timed = labelled.slice(0, config.latencyQuestions);
    // An unmeasured round on each path first: connections, caches and JIT warm on both alike.
    await timeInTurns([askIzola, gateway.ask], timed.slice(0, 3));
    console.log(`running: ${timed.length} questions one at a time, each to izola-service and then through the gateway ...`);
    const [izolaTimes, gatewayTimes] = await timeInTurns([askIzola, gateway.ask], timed);
    printTable('Time to the first answer chunk and to the full answer, one question at a time (ms)', timingColumns, [
      timingRow('izola-service direct', izolaTimes),
      timingRow('gateway (askAssistant, graphql-ws)', gatewayTimes),
      timingRatioRow('ratio gateway/izola', gatewayTimes, izolaTimes),
    ]);

    const load = { concurrency: config.concurrency, seconds: config.loadSeconds, questions: labelled };
    console.log(`running: ${config.concurrency} concurrent streams for ${config.loadSeconds} s, izola-service then gateway ...`);
    const izolaLoad = await answersPerSecond(askIzola, load);
    await gateway.open(config.concurrency);
    const gatewayLoad = await answersPerSecond(gateway.ask, load);
    printTable(`Answers per second at ${config.concurrency} concurrent streams`, throughputColumns, throughputRows(izolaLoad, gatewayLoad));
    if (izolaLoad.errors || gatewayLoad.errors) process.exitCode = 1;
    await gateway.clearChats(asked);
  } finally {
    await gateway.close();
  }
}

main().catch((error) => {
  if (error instanceof RateLimitedError || error?.cause instanceof RateLimitedError) {
    console.error(`assistant benchmark stopped: ${error.message}\n${RATE_LIMITED_HELP}`);
  } else {
    console.error(`assistant benchmark failed: ${error.stack ?? error.message}`);
  }
  process.exit(1);
});
