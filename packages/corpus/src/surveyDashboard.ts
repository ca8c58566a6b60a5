// The survey dashboard of a data report (issue #13): the survey it draws on (one of the corpus's
// surveys, by the report's index), 4 to 8 of its questions, and per respondent segment how many
// answered and each option's whole-percent share (summing to 100). Drawn from a stream of its own,
// so every other field of the report stays as it was.
import { slugify } from '@portal/domain';
import { ALL_RESPONDENTS_SEGMENT_ID, type SurveyDashboardDto, type SurveyQuestionDto, type SurveySegmentDto } from '@portal/contracts';
import type { CorpusConfig } from './config.js';
import { contentCount, contentItemId } from './content/counts.js';
import { Rng } from './random.js';
import { capitalize } from './text.js';
import {
  ADOPTION_STAGES, AGREEMENT_SCALE, BUDGET_CHANGES, CHALLENGES, COMPANY_SIZES, REGIONS, SPEND_CATEGORIES, STACK_STAGES,
} from './vocabulary/phrases.js';

const ROLES = ['Executive', 'Manager', 'Practitioner'];
const GOALS = ['Grow revenue', 'Cut costs', 'Improve customer experience', 'Reduce risk', 'Speed up innovation'];

type QuestionDraft = Pick<SurveyQuestionDto, 'text' | 'chartKind' | 'options'>;

const QUESTIONS: ((topic: string) => QuestionDraft)[] = [
  (t) => ({ text: `What is the biggest challenge your organisation faces with ${t}?`, chartKind: 'bar', options: CHALLENGES.slice(0, 5) }),
  (t) => ({ text: `What stage of ${t} adoption is your organisation at?`, chartKind: 'stacked', options: ADOPTION_STAGES }),
  (t) => ({ text: `"${capitalize(t)} is a top priority for our leadership." How strongly do you agree?`, chartKind: 'stacked', options: AGREEMENT_SCALE }),
  (t) => ({ text: `How will your ${t} budget change next year?`, chartKind: 'bar', options: BUDGET_CHANGES }),
  (t) => ({ text: `Where will most of your ${t} budget go?`, chartKind: 'bar', options: SPEND_CATEGORIES }),
  (t) => ({ text: `How far along are you in putting ${t} into production?`, chartKind: 'stacked', options: STACK_STAGES }),
  (t) => ({ text: `Which goal matters most for your ${t} investment?`, chartKind: 'bar', options: GOALS }),
  (t) => ({ text: `"We measure the business impact of ${t}." How strongly do you agree?`, chartKind: 'stacked', options: AGREEMENT_SCALE }),
];

/** Whole percentages proportional to the weights, each at least 1, summing to exactly 100. */
export function sharesOf(weights: readonly number[]): number[] {
  const total = weights.reduce((a, b) => a + b, 0);
  const shares = weights.map((w) => Math.max(1, Math.round((w / total) * 100)));
  shares[shares.indexOf(Math.max(...shares))] += 100 - shares.reduce((a, b) => a + b, 0);
  return shares;
}

function segmentsOf(rng: Rng): SurveySegmentDto[] {
  const regions = rng.sample(REGIONS, 3).sort((a, b) => REGIONS.indexOf(a) - REGIONS.indexOf(b));
  const group = (name: string, prefix: string, labels: readonly string[]) =>
    labels.map((label) => ({ id: `${prefix}-${slugify(label)}`, label, group: name }));
  return [
    { id: ALL_RESPONDENTS_SEGMENT_ID, label: 'All respondents', group: null },
    ...group('Region', 'region', regions),
    ...group('Company size', 'size', COMPANY_SIZES),
    ...group('Role', 'role', ROLES),
  ];
}

/** Respondents per segment: the whole base, and each group's segments splitting it. */
function segmentBases(rng: Rng, segments: SurveySegmentDto[]): number[] {
  const total = rng.int(8, 45) * 50;
  const bases = new Map<string, number>([[ALL_RESPONDENTS_SEGMENT_ID, total]]);
  for (const group of new Set(segments.flatMap((s) => (s.group ? [s.group] : [])))) {
    const members = segments.filter((s) => s.group === group);
    const split = sharesOf(members.map(() => rng.float() + 0.5));
    members.forEach((s, i) => bases.set(s.id, Math.round((total * split[i]) / 100)));
  }
  return segments.map((s) => bases.get(s.id)!);
}

function question(rng: Rng, draft: QuestionDraft, n: number, segments: SurveySegmentDto[], bases: number[]): SurveyQuestionDto {
  const overall = draft.options.map(() => rng.float() + 0.2);
  const answered = 0.85 + rng.float() * 0.15;
  return {
    id: `q${n}`,
    ...draft,
    options: [...draft.options],
    results: segments.map((segment, i) => ({
      segmentId: segment.id,
      respondents: Math.max(1, Math.round(bases[i] * answered)),
      // Each segment leans away from the overall answer by up to 40% per option.
      shares: sharesOf(segment.group === null ? overall : overall.map((w) => w * (0.6 + rng.float() * 0.8))),
    })),
  };
}

/** The dashboard of data report `index` (null for any other report). */
export function surveyDashboard(
  config: CorpusConfig,
  index: number,
  report: { contentId: string; isDataReport: boolean; topics: readonly string[] },
): SurveyDashboardDto | null {
  if (!report.isDataReport) return null;
  const rng = new Rng(config.seed, 'surveyDashboard', index);
  const segments = segmentsOf(rng);
  const bases = segmentBases(rng, segments);
  const templates = rng.sample(QUESTIONS, rng.int(4, 8));
  return {
    surveyId: dashboardSurveyId(config, index),
    reportId: report.contentId,
    segments,
    questions: templates.map((template, i) => question(rng, template(rng.pick(report.topics)), i + 1, segments, bases)),
  };
}

/** The survey data report `index` draws on: the corpus's surveys in turn. */
export function dashboardSurveyId(config: CorpusConfig, index: number): string {
  return contentItemId('survey', index % contentCount('survey', config.size));
}
