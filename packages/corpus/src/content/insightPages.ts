// Planning guides (PLG) and predictions (PRD), {prefix}{100000 + i} (spec 1 §1, spec 3 §2): one
// per function and edition year, each a page of sections shown as tabs. Their number does not
// scale with the corpus: a function has one guide and one set of predictions a year.
import { slugify } from '@portal/domain';
import type { CorpusConfig } from '../config.js';
import { Rng } from '../random.js';
import { listOf, titleCase } from '../text.js';
import { FUNCTION_VOCABULARY, type FunctionVocabulary } from '../vocabulary/functions.js';
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

/** What a page's place gives it: its edition year (newest first), its function, its random stream and three topics. */
interface Edition {
  kind: CorpusInsightPage['kind'];
  year: number;
  fn: FunctionVocabulary;
  rng: Rng;
  topics: string[];
}

function edition(config: CorpusConfig, kind: CorpusInsightPage['kind'], years: readonly number[], index: number): Edition {
  const year = [...years].reverse()[Math.floor(index / FUNCTION_VOCABULARY.length)];
  const fn = FUNCTION_VOCABULARY[index % FUNCTION_VOCABULARY.length];
  const rng = new Rng(config.seed, kind, index);
  return { kind, year, fn, rng, topics: rng.sample(fn.topics, 3) };
}

/**
 * The page, its fields in the corpus's order. `publishedDate` is drawn by the caller before the
 * authors and `sections` after them: the order the random stream has always been read in.
 */
function insightPage(
  config: CorpusConfig,
  { kind, year, fn, rng, topics }: Edition,
  page: Pick<CorpusInsightPage, 'id' | 'slug' | 'path' | 'title' | 'summary' | 'publishedDate' | 'access'>,
  sections: () => InsightSection[],
): CorpusInsightPage {
  const { id, slug, path, title, summary, publishedDate, access } = page;
  return {
    id,
    kind,
    slug,
    path,
    title,
    summary,
    year,
    publishedDate,
    functionSlug: fn.slug,
    functionName: fn.name,
    access,
    authorIds: pickActiveAnalysts(rng, config.seed, fn.slug, 2),
    topics,
    sections: sections(),
  };
}

/** Newest edition first: index 0..11 are the newest year's functions in taxonomy order. */
export function planningGuide(config: CorpusConfig, index: number): CorpusInsightPage {
  checkIndex(index, planningGuideCount(), 'Planning guide');
  const place = edition(config, 'planningGuide', PLANNING_GUIDE_YEARS, index);
  const { year, fn, rng, topics } = place;
  const priorities = rng.sample(fn.priorities, 3);
  const title = `${year} Planning Guide: ${fn.name}`;
  const slug = slugify(title);
  const page = {
    id: `${PLANNING_GUIDE_PREFIX}${NUMBER_BASE + index}`,
    slug,
    path: `/insights/planning-guides/${slug}`,
    title,
    summary: `What ${fn.audience} should fund, stop and start in ${year}: the priorities, budget moves and measures that matter for ${listOf(topics)}.`,
    publishedDate: `${year - 1}-${String(rng.int(8, 10)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`,
    access: year === PLANNING_GUIDE_YEARS[PLANNING_GUIDE_YEARS.length - 1] ? ('restricted' as const) : ('public' as const),
  };
  return insightPage(config, place, page, () => [
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
  ]);
}

export function* planningGuides(config: CorpusConfig): Generator<CorpusInsightPage> {
  for (let i = 0; i < planningGuideCount(); i++) yield planningGuide(config, i);
}

/** Newest year first. Every third is for signed-in users only. */
export function prediction(config: CorpusConfig, index: number): CorpusInsightPage {
  checkIndex(index, predictionCount(), 'Prediction');
  const place = edition(config, 'prediction', PREDICTION_YEARS, index);
  const { year, fn, rng, topics } = place;
  const title = `Predictions ${year}: ${fn.name}`;
  const slug = slugify(title);
  const id = `${PREDICTION_PREFIX}${NUMBER_BASE + index}`;
  const page = {
    id,
    slug,
    path: `/insights/predictions/${slug}/${id}`,
    title,
    summary: `Five calls for ${year} on ${listOf(topics)}, and what ${fn.audience} should do about each.`,
    publishedDate: `${year - 1}-10-${String(rng.int(1, 28)).padStart(2, '0')}`,
    access: index % 3 === 2 ? ('restricted' as const) : ('public' as const),
  };
  return insightPage(config, place, page, () => [
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
  ]);
}

export function* predictions(config: CorpusConfig): Generator<CorpusInsightPage> {
  for (let i = 0; i < predictionCount(); i++) yield prediction(config, i);
}
