// The labelled questions: for reports spread evenly over the corpus the running stack seeded, one
// figure each that the corpus generator itself says the report states (reportFacts: the question,
// the figure, the sentence stating it, its section), never read back from the service. Only
// reports the benchmark's reader may read are asked about. The unanswerable questions are about
// things no report of the corpus covers, each asked of a report spread over the corpus the same way.
import { report, reportFacts } from '@portal/corpus';
import { canReadResearch } from '@portal/domain';

/** Clearly off-topic for a research corpus on business functions; none asks for personal data or tries an injection (those are blocked, not declined). */
export const UNANSWERABLE = [
  'What is the boiling point of water at sea level in Fahrenheit?',
  'Who won the football World Cup final in 1966?',
  'How many moons does Jupiter have?',
  'What is a good recipe for sourdough bread?',
  'How tall is Mount Kilimanjaro?',
  'Which planet is closest to the sun?',
  'How long should I boil an egg for a soft yolk?',
  'What is the capital city of Mongolia?',
  'How many strings does a classical guitar have?',
  'When did the Roman emperor Hadrian build his wall?',
  'What is the chemical symbol for tungsten?',
  'How do I change a flat bicycle tyre?',
  'Which whale species is the largest animal alive?',
  'What temperature should a roast chicken reach inside?',
  'How many players are on a rugby union team?',
  'What language is spoken in Brazil?',
  'Who painted the ceiling of the Sistine Chapel?',
  'How far is the moon from the earth?',
  'What is the best fertiliser for tomato plants?',
  'Which chess piece can only move diagonally?',
];

/** Reports spread evenly over the corpus, each readable by `reader`, with its labelled facts. */
function* readableReports(corpus, reader, count) {
  const step = corpus.size / count;
  const seen = new Set();
  for (let i = 0; i < count; i += 1) {
    // From the evenly spaced index, the next report the reader may read that states a figure.
    for (let index = Math.floor(i * step); index < corpus.size; index += 1) {
      if (seen.has(index)) continue;
      const r = report(corpus, index);
      const facts = canReadResearch(reader, r) ? reportFacts(r) : [];
      if (facts.length === 0) continue;
      seen.add(index);
      yield { report: r, facts, ordinal: i };
      break;
    }
  }
}

/** `count` labelled questions, one per report; the facts' three templates taken in turn. */
export function labelledQuestions(corpus, reader, count) {
  return [...readableReports(corpus, reader, count)].map(({ facts, ordinal }) => facts[ordinal % facts.length]);
}

/** Every unanswerable question once, each of its own readable report. */
export function unanswerableQuestions(corpus, reader) {
  return [...readableReports(corpus, reader, UNANSWERABLE.length)].map(({ report: r }, i) => ({ contentId: r.contentId, question: UNANSWERABLE[i] }));
}
