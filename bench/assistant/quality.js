// Answer quality from izola-service's own chunks: does the answer state the labelled figure (and
// the sentence stating it), do its citations quote that sentence, and are unanswerable questions
// declined rather than answered.

/** What one answer to a labelled question scores. */
export function scoreAnswer(fact, chunks) {
  const pieces = chunks.filter((chunk) => chunk.summary !== undefined);
  const text = pieces.map((chunk) => chunk.summary).join('');
  const citations = pieces.flatMap((chunk) => chunk.calculateCitations ?? []);
  const holding = citations.filter((citation) => citation.quote.includes(fact.sentence));
  return {
    declined: pieces.some((chunk) => chunk.declined === true),
    blocked: chunks.some((chunk) => chunk.blocked === true),
    hasFigure: text.includes(fact.answer),
    hasSentence: text.includes(fact.sentence),
    citations: citations.length,
    citationsHolding: holding.length,
    citesSection: holding.some((citation) => citation.contentId === fact.contentId && citation.sectionId === fact.sectionId),
  };
}

const share = (part, whole) => (whole === 0 ? NaN : part / whole);
const percent = (value) => (Number.isFinite(value) ? `${(value * 100).toFixed(1)}%` : '-');

/** The quality table's rows from the scored answers and the unanswerable questions' chunks. */
export function qualityRows(scored, unanswerable) {
  const count = (key) => scored.filter((s) => s[key]).length;
  const citations = scored.reduce((sum, s) => sum + s.citations, 0);
  const holding = scored.reduce((sum, s) => sum + s.citationsHolding, 0);
  const declined = unanswerable.filter((chunks) => chunks.some((chunk) => chunk.declined === true)).length;
  const row = (measure, part, whole) => ({ measure, value: percent(share(part, whole)), count: `${part}/${whole}` });
  return [
    row('answers stating the figure', count('hasFigure'), scored.length),
    row('answers stating the fact\'s sentence', count('hasSentence'), scored.length),
    row('citation precision (passages quoting it)', holding, citations),
    row('answers citing it in its section', count('citesSection'), scored.length),
    row('labelled questions declined (wrongly)', count('declined'), scored.length),
    row('labelled questions blocked (wrongly)', count('blocked'), scored.length),
    row('unanswerable questions declined', declined, unanswerable.length),
  ];
}

export const qualityColumns = [
  { key: 'measure', label: 'measure' },
  { key: 'value', label: 'share' },
  { key: 'count', label: 'count' },
];
