// Readable report text assembled from the function's vocabulary. Every title, summary and
// paragraph names the report's function, priorities or topics, so full-text search has signal.
import type { Rng } from './random.js';
import type { FunctionVocabulary } from './vocabulary/functions.js';
import {
  INDUSTRY_FIRMS, REGIONS, SECTION_CLOSERS, SECTION_MIDDLES, SECTION_OPENERS, SUBHEADINGS, WAVE_SECTIONS,
} from './vocabulary/phrases.js';

/** What a report is about; the text generators draw only from this. */
export interface ReportSubject {
  rng: Rng;
  fn: FunctionVocabulary;
  ipType: string;
  /** Labels of the report's priorities. */
  priorities: string[];
  topics: string[];
  market: string;
  year: number;
}

const SMALL_WORDS = new Set(['a', 'an', 'and', 'as', 'at', 'by', 'for', 'in', 'of', 'on', 'or', 'the', 'to', 'vs.', 'with']);

/** Headline case; words already holding capitals (CRM, Zero Trust, AI) keep them. */
export function titleCase(text: string): string {
  return text
    .split(' ')
    .map((word, i) => {
      if (i > 0 && SMALL_WORDS.has(word)) return word;
      return word.charAt(0).toUpperCase() + word.slice(1);
    })
    .join(' ');
}

export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function lowerFirst(text: string): string {
  // Keep acronyms such as 'AI' or 'CRM' as they are.
  return /^[A-Z]{2}/.test(text) ? text : text.charAt(0).toLowerCase() + text.slice(1);
}

function listOf(items: string[]): string {
  return items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

function fill(template: string, s: ReportSubject, headline: boolean): string {
  const topic = s.rng.pick(s.topics);
  const priority = s.rng.pick(s.priorities);
  const audience = s.fn.audience;
  return template
    .replace('{topic}', headline ? titleCase(topic) : topic)
    .replace('{priority}', headline ? titleCase(priority) : lowerFirst(priority))
    .replace('{audience}', headline ? titleCase(audience) : audience)
    .replace('{market}', s.market);
}

export function reportTitle(s: ReportSubject): string {
  const { rng, fn, year } = s;
  const topic = titleCase(rng.pick(s.topics));
  const priority = titleCase(rng.pick(s.priorities));
  const quarter = rng.int(1, 4);
  const audience = titleCase(fn.audience);
  switch (s.ipType) {
    case 'Wave':
      return `The Meridian Wave™: ${s.market}, Q${quarter} ${year}`;
    case 'Landscape':
      return `The ${s.market} Landscape, Q${quarter} ${year}`;
    case 'Forecast':
      return `${topic} Spending Forecast, ${year} To ${year + 5} (${rng.pick(['Global', ...REGIONS])})`;
    case 'Benchmark':
      return `${topic} Benchmark ${year}: How ${audience} Compare`;
    case 'Trends':
      return rng.pick([`Top ${topic} Trends For ${year}`, `${topic} Trends ${audience} Must Watch In ${year}`]);
    case 'Research Playbook':
      return `The ${topic} Playbook For ${audience}`;
    case 'Data Snapshot':
      return rng.pick([`Data Snapshot: ${audience} Bet On ${topic}`, `Data Snapshot: The State Of ${topic}, ${year}`]);
    case 'Case Study':
      return `Case Study: How ${titleCase(rng.pick(INDUSTRY_FIRMS))} Used ${topic} To ${priority}`;
    default:
      return rng.pick([
        `${rng.int(3, 7)} Ways To ${priority} With ${topic}`,
        `Best Practices For ${topic}`,
        `${priority}: A Practical Guide To ${topic}`,
        `Make ${topic} Work For ${audience}`,
      ]);
  }
}

export function reportSummary(s: ReportSubject): string {
  const [first, second] = s.rng.sample(s.topics, 2);
  const priority = lowerFirst(s.rng.pick(s.priorities));
  const kind = s.ipType === 'Wave' ? `evaluation of ${s.market}` : `${s.ipType.toLowerCase()} report`;
  return [
    `${capitalize(s.fn.audience)} face growing pressure to ${priority}.`,
    `This ${kind} shows how ${first}${second ? ` and ${second}` : ''} help ${s.fn.name} teams get there,`,
    `drawing on Meridian Research survey data and interviews from ${s.year}.`,
  ].join(' ');
}

// Sentence templates for body paragraphs; each mentions at least one of the subject's terms.
const SENTENCES: ((s: ReportSubject, t: string, p: string) => string)[] = [
  (s, t) => `${capitalize(t)} has moved from a side project to a board-level topic for ${s.fn.audience}.`,
  (s, t) => `In our ${s.year} survey, ${s.rng.int(38, 81)}% of ${s.fn.respondents} said ${t} is a top-three investment for the next 12 months.`,
  (s, _t, p) => `Organizations that ${p} grow revenue ${s.rng.int(2, 5)} times faster than peers that do not.`,
  (_s, t) => `Yet most teams still treat ${t} as a technology purchase rather than a change in how they work.`,
  (s, t) => `Leaders in ${s.fn.name} tell us the hardest part of ${t} is not the tooling but the skills around it.`,
  (s, _t, p) => `The firms that ${p} share three habits: clear ownership, shared metrics and a steady cadence of review.`,
  (s, t) => `Only ${s.rng.int(12, 34)}% of respondents rate their ${t} capabilities as advanced.`,
  (_s, t) => `Start small: pick one business outcome, prove that ${t} moves it, and expand from there.`,
  (s, t) => `Vendors in the ${s.market} market increasingly bundle ${t} features, which blurs category lines.`,
  (_s, t, p) => `Teams that connect ${t} to the goal to ${p} find it far easier to secure budget.`,
  (s, t) => `Expect spending on ${t} to rise by ${s.rng.int(6, 19)}% a year through ${s.year + 3}.`,
  (s) => `Across ${s.rng.pick(REGIONS)}, the gap between leaders and laggards widened again this year.`,
  (_s, t) => `Do not underestimate the data work: ${t} is only as good as the information behind it.`,
  (s, t) => `One ${s.rng.pick(INDUSTRY_FIRMS).replace(/^an? /, '')} we interviewed cut cycle times by ${s.rng.int(15, 45)}% after reworking its approach to ${t}.`,
  (_s, t, p) => `To ${p}, measure ${t} by its effect on customers and revenue, not by activity counts.`,
  (s, t) => `Regulation and customer expectations are pushing ${s.fn.audience} to govern ${t} more carefully.`,
  (_s, t) => `Generative AI is reshaping ${t}, automating routine work and raising the bar for quality.`,
  (s, t) => `Budget holders now expect a business case for ${t} within ${s.rng.int(6, 18)} months.`,
  (s, _t, p) => `When we asked what would most help them ${p}, respondents named better data and clearer priorities.`,
  (_s, t) => `The most mature teams review their ${t} roadmap every quarter and retire what no longer pays off.`,
];

/** The report's opening paragraph names all its topics and priorities, so each is in the text. */
export function leadParagraph(s: ReportSubject): string {
  const lead = `For ${s.fn.audience} (${s.fn.name}), this research looks at ${listOf(s.topics)} and what they mean for efforts to ${listOf(s.priorities.map(lowerFirst))}.`;
  return `${lead} ${paragraph(s)}`;
}

export function paragraph(s: ReportSubject): string {
  const count = s.rng.int(3, 5);
  const picked = s.rng.sample(SENTENCES, count);
  return picked.map((sentence) => sentence(s, s.rng.pick(s.topics), lowerFirst(s.rng.pick(s.priorities)))).join(' ');
}

/** Section headings: an opener, distinct middles, a closer; Waves include evaluation sections. */
export function sectionHeadings(s: ReportSubject, count: number): string[] {
  const middlePool = s.ipType === 'Wave' ? [...WAVE_SECTIONS, ...SECTION_MIDDLES] : SECTION_MIDDLES;
  const middles = s.rng.sample(middlePool, Math.max(0, count - 2)).map((t) => fill(t, s, true));
  const headings = [s.rng.pick(SECTION_OPENERS), ...middles, s.rng.pick(SECTION_CLOSERS)];
  return headings.slice(0, count);
}

export function subheadings(s: ReportSubject, count: number): string[] {
  return s.rng.sample(SUBHEADINGS, count).map((t) => fill(t, s, true));
}

export { listOf };
