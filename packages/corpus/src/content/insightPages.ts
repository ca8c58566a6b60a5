// Planning guides (PLG) and predictions (PRD), {prefix}{100000 + i} (spec 1 §1, spec 3 §2): one
// per function and edition year, each a page of sections shown as tabs. Their number does not
// scale with the corpus: a function has one guide and one set of predictions a year.
import { slugify } from '@portal/domain';
import type { CorpusConfig } from '../config.js';
import { Rng } from '../random.js';
import { listOf, titleCase } from '../text.js';
import { FUNCTION_VOCABULARY } from '../vocabulary/functions.js';
import { pickActiveAnalysts } from './hosts.js';

export interface InsightSection {
  /** The tab's slug, the last path segment that selects it. */
  id: string;
  title: string;
  paragraphs: string[];
}

export interface CorpusInsightPage {
  id: string;
  kind: 'planningGuide' | 'prediction';
  slug: string;
  path: string;
  title: string;
  summary: string;
  year: number;
  /** YYYY-MM-DD */
  publishedDate: string;
  functionSlug: string;
  functionName: string;
  /** 'restricted' pages need a signed-in user. */
  access: 'public' | 'restricted';
  authorIds: string[];
  topics: string[];
  sections: InsightSection[];
}

/** Planning guide editions; the newest is an early-access edition for signed-in users only. */
export const PLANNING_GUIDE_YEARS = [2025, 2026, 2027] as const;
export const PREDICTION_YEARS = [2026, 2027] as const;
export const PLANNING_GUIDE_PREFIX = 'PLG';
export const PREDICTION_PREFIX = 'PRD';
const NUMBER_BASE = 100000;

export function planningGuideCount(): number {
  return PLANNING_GUIDE_YEARS.length * FUNCTION_VOCABULARY.length;
}

export function predictionCount(): number {
  return PREDICTION_YEARS.length * FUNCTION_VOCABULARY.length;
}

function checkIndex(index: number, count: number, what: string): void {
  if (!Number.isSafeInteger(index) || index < 0 || index >= count) throw new RangeError(`${what} index ${index} is outside the corpus (${count})`);
}

/** Newest edition first: index 0..11 are the newest year's functions in taxonomy order. */
export function planningGuide(config: CorpusConfig, index: number): CorpusInsightPage {
  checkIndex(index, planningGuideCount(), 'Planning guide');
  const years = [...PLANNING_GUIDE_YEARS].reverse();
  const year = years[Math.floor(index / FUNCTION_VOCABULARY.length)];
  const fn = FUNCTION_VOCABULARY[index % FUNCTION_VOCABULARY.length];
  const rng = new Rng(config.seed, 'planningGuide', index);
  const topics = rng.sample(fn.topics, 3);
  const priorities = rng.sample(fn.priorities, 3);
  const title = `${year} Planning Guide: ${fn.name}`;
  const slug = slugify(title);
  const id = `${PLANNING_GUIDE_PREFIX}${NUMBER_BASE + index}`;
  return {
    id,
    kind: 'planningGuide',
    slug,
    path: `/insights/planning-guides/${slug}`,
    title,
    summary: `What ${fn.audience} should fund, stop and start in ${year}: the priorities, budget moves and measures that matter for ${listOf(topics)}.`,
    year,
    publishedDate: `${year - 1}-${String(rng.int(8, 10)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`,
    functionSlug: fn.slug,
    functionName: fn.name,
    access: year === PLANNING_GUIDE_YEARS[PLANNING_GUIDE_YEARS.length - 1] ? 'restricted' : 'public',
    authorIds: pickActiveAnalysts(rng, config.seed, fn.slug, 2),
    topics,
    sections: [
      {
        id: 'overview',
        title: 'Overview',
        paragraphs: [
          `${year} will reward ${fn.audience} who make fewer, bigger bets. This guide sets out where to invest and what to stop.`,
          `It draws on our surveys of ${fn.respondents} and on the questions clients asked our analysts about ${listOf(topics)}.`,
        ],
      },
      {
        id: 'priorities',
        title: 'Priorities',
        paragraphs: priorities.map((p) => `${p.label}. ${p.description}`),
      },
      {
        id: 'budget',
        title: 'Budget',
        paragraphs: [
          `Increase spending on ${topics[0]} by ${rng.int(5, 20)}% where it already shows results; fund pilots in ${topics[1]}.`,
          `Cut or consolidate tools that duplicate ${topics[2]} capabilities: most teams can save ${rng.int(5, 15)}% of their run costs.`,
        ],
      },
      {
        id: 'metrics',
        title: 'Metrics',
        paragraphs: [`Track progress on ${listOf(priorities.map((p) => p.label.toLowerCase()))} with a small set of outcome measures reviewed every quarter.`],
      },
    ],
  };
}

export function* planningGuides(config: CorpusConfig): Generator<CorpusInsightPage> {
  for (let i = 0; i < planningGuideCount(); i++) yield planningGuide(config, i);
}

/** Newest year first. Every third is for signed-in users only. */
export function prediction(config: CorpusConfig, index: number): CorpusInsightPage {
  checkIndex(index, predictionCount(), 'Prediction');
  const years = [...PREDICTION_YEARS].reverse();
  const year = years[Math.floor(index / FUNCTION_VOCABULARY.length)];
  const fn = FUNCTION_VOCABULARY[index % FUNCTION_VOCABULARY.length];
  const rng = new Rng(config.seed, 'prediction', index);
  const topics = rng.sample(fn.topics, 3);
  const title = `Predictions ${year}: ${fn.name}`;
  const slug = slugify(title);
  const id = `${PREDICTION_PREFIX}${NUMBER_BASE + index}`;
  return {
    id,
    kind: 'prediction',
    slug,
    path: `/insights/predictions/${slug}/${id}`,
    title,
    summary: `Five calls for ${year} on ${listOf(topics)}, and what ${fn.audience} should do about each.`,
    year,
    publishedDate: `${year - 1}-10-${String(rng.int(1, 28)).padStart(2, '0')}`,
    functionSlug: fn.slug,
    functionName: fn.name,
    access: index % 3 === 2 ? 'restricted' : 'public',
    authorIds: pickActiveAnalysts(rng, config.seed, fn.slug, 2),
    topics,
    sections: [
      {
        id: 'overview',
        title: 'Overview',
        paragraphs: [`In ${year}, ${fn.audience} face a market reshaped by ${topics[0]}. Our analysts make five calls for the year.`],
      },
      {
        id: 'predictions',
        title: 'Predictions',
        paragraphs: Array.from({ length: 5 }, (_, i) => {
          const topic = topics[i % topics.length];
          return `Prediction ${i + 1}: ${rng.int(20, 60)}% of organizations will ${rng.pick(['double investment in', 'cut spending on', 'reorganize around', 'automate'])} ${topic}.`;
        }),
      },
      {
        id: 'what-it-means',
        title: 'What It Means',
        paragraphs: [`${titleCase(fn.audience)} should revisit their ${year} plans for ${listOf(topics)} now, before budgets are locked.`],
      },
    ],
  };
}

export function* predictions(config: CorpusConfig): Generator<CorpusInsightPage> {
  for (let i = 0; i < predictionCount(); i++) yield prediction(config, i);
}
