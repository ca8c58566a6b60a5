// One research report, generated from (seed, index) alone: O(1) per report.
import { CHART_TYPES, slugify, type BodyBlockDto, type OldChart } from '@portal/domain';
import { roster } from './analysts.js';
import { pickAuthors, pickPeople } from './authors.js';
import { archiveHtml, hasArchiveHtml, isDataReport, legacyFigureItems } from './archive.js';
import { chartOfType } from './charts.js';
import { reportFacets, type ReportFacets } from './facets.js';
import type { CorpusConfig } from './config.js';
import {
  ALL_CHART_TYPES_FIGURES, FIXTURE_INDEX, INVALID_CHART_FIGURES, MISSING_SEGMENT, type FigurePlan,
} from './fixtures.js';
import { functionAreasView } from './functions.js';
import { graphicsId, reportId } from './ids.js';
import { figureImagePath } from './imagePaths.js';
import { reportProducts } from './products.js';
import { dashboardSurveyId, surveyDashboard } from './surveyDashboard.js';
import { Rng } from './random.js';
import { leadParagraph, paragraph, reportSummary, reportTitle, sectionHeadings, subheadings, titleCase, type ReportSubject } from './text.js';
import { FUNCTION_VOCABULARY } from './vocabulary/functions.js';
import { IP_TYPES } from './vocabulary/phrases.js';
import type { ResearchDto, SurveyDashboardDto } from '@portal/contracts';

/** A report with its search facets always present (they are optional in the DTO). */
export interface CorpusReport extends Omit<ResearchDto, keyof ReportFacets>, ReportFacets {
  /** Old-format charts keyed by GR- id, for the figure blocks that carry a graphicsId. */
  graphics: Record<string, OldChart>;
  archiveHtml: string | null;
  isDataReport: boolean;
  /** The market the report's subject sits in; the page keeps it only for a Wave (content-graph). */
  techCatMarket: string | null;
  /** The survey a data report draws on, and its dashboard (surveyDashboard.ts); null otherwise. */
  surveyId: string | null;
  surveyDashboard: SurveyDashboardDto | null;
}

const FIRST_DAY = Date.UTC(2019, 0, 1);
const LAST_DAY = Date.UTC(2026, 9, 31);
const DAY_MS = 86_400_000;

function publishedDate(rng: Rng): string {
  const day = rng.int(0, (LAST_DAY - FIRST_DAY) / DAY_MS);
  return new Date(FIRST_DAY + day * DAY_MS).toISOString().slice(0, 10);
}

/** Figure kinds for an ordinary report. Chart types cycle with the index so every type shows up early. */
function figurePlans(rng: Rng, index: number): FigurePlan[] {
  const count = rng.weighted([[1, 2], [2, 3], [3, 3], [4, 2], [5, 1], [6, 1]] as const);
  return Array.from({ length: count }, (_, f): FigurePlan => {
    // The first planned figure is always a chart, so the cycle covers all 13 types in any 13 consecutive reports.
    if (f > 0 && rng.chance(0.13)) return { kind: 'image' };
    const chartType = CHART_TYPES[(index + 4 * f) % CHART_TYPES.length];
    return { kind: 'chart', chartType, segments: chartType !== 'vertical-layout' && rng.chance(0.4) };
  });
}

const IMAGE_TITLES = [
  'The {topic} maturity model',
  'How {topic} helps teams {priority}',
  'A framework for {topic}',
  'The {topic} operating model',
];

interface FigureSlot { block: BodyBlockDto & { type: 'figure' }; plan: FigurePlan }

export function report(config: CorpusConfig, index: number): CorpusReport {
  if (!Number.isSafeInteger(index) || index < 0 || index >= config.size) {
    throw new RangeError(`Report index ${index} is outside the corpus (size ${config.size})`);
  }
  const rng = new Rng(config.seed, 'report', index);
  const functionIndex = rng.int(0, FUNCTION_VOCABULARY.length - 1);
  const fn = FUNCTION_VOCABULARY[functionIndex];
  const area = functionAreasView()[functionIndex];
  const priorities = rng.sample(area.priorities, rng.int(1, 3));
  const topics = rng.sample(fn.topics, rng.int(2, 4));
  const ipType = rng.weighted(IP_TYPES);
  const date = publishedDate(rng);
  const subject: ReportSubject = {
    rng, fn, ipType, topics,
    priorities: priorities.map((p) => p.label),
    market: rng.pick(fn.markets),
    year: Number(date.slice(0, 4)),
  };
  const contentId = reportId(index);
  const title = reportTitle(subject);
  const summary = reportSummary(subject);
  const readTime = rng.int(4, 40);
  let access: ResearchDto['access'] = rng.chance(0.1) ? 'restricted' : 'public';
  const people = roster(config.seed);
  let { authors, contributors } = pickPeople(rng, people, fn.slug);

  let plans = figurePlans(rng, index);
  switch (index) {
    case FIXTURE_INDEX.allChartTypes: plans = ALL_CHART_TYPES_FIGURES; break;
    case FIXTURE_INDEX.invalidChart: plans = INVALID_CHART_FIGURES; break;
    case FIXTURE_INDEX.oneAuthor:
      authors = authors.slice(0, 1);
      contributors = [];
      break;
    case FIXTURE_INDEX.twelveAuthor:
      authors = pickAuthors(rng, { ...people, analysts: people.analysts.filter((a) => a.active) }, fn.slug, 12)
        .map((id) => ({ contentId: id }));
      contributors = contributors.filter((c) => !authors.some((a) => a.contentId === c.contentId));
      break;
    case FIXTURE_INDEX.inactiveAuthor: {
      const inactive = rng.pick(people.inactiveIds);
      authors = [{ contentId: inactive }, ...authors.filter((a) => a.contentId !== inactive)].slice(0, 3);
      contributors = contributors.filter((c) => c.contentId !== inactive);
      break;
    }
  }
  if (index === FIXTURE_INDEX.restricted) access = 'restricted';
  else if (Object.values(FIXTURE_INDEX).includes(index as never)) access = 'public';

  const { blocks, figures } = body(subject, contentId, plans);
  const graphics: Record<string, OldChart> = {};
  figures.forEach(({ block, plan }, i) => {
    const figureNumber = i + 1;
    block.label = `Figure ${figureNumber}`;
    if (plan.kind === 'image') {
      const template = rng.pick(IMAGE_TITLES);
      block.figureTitle = titleCase(template.replace('{topic}', rng.pick(topics)).replace('{priority}', rng.pick(subject.priorities)));
      // block.id is already `${contentId}-figure-${figureNumber}` (numbered in body order).
      block.imageUrl = figureImagePath(block.id);
      block.altText = `Diagram: ${block.figureTitle}`;
      return;
    }
    const chart = chartOfType(plan.chartType, subject, rng, plan.segments);
    if (plan.invalid) chart.default_segment = MISSING_SEGMENT;
    const id = graphicsId(index, figureNumber);
    block.figureTitle = chart.title;
    block.graphicsId = id;
    graphics[id] = chart;
  });
  // An archived report ends with older body items, numbered after its figures (archive.ts).
  if (hasArchiveHtml(index)) blocks.push(...legacyFigureItems({ contentId, topics }, figures.length));
  const dataReport = isDataReport(ipType);

  return {
    id: contentId,
    contentId,
    slug: slugify(title),
    title,
    summary,
    ipType,
    publishedDate: date,
    readTime,
    functionSlug: fn.slug,
    priorityIds: priorities.map((p) => p.id),
    topics,
    access,
    products: reportProducts(index),
    authors,
    contributors,
    bodyJson: { blocks },
    ...reportFacets(config.seed, index, { functionSlug: fn.slug, ipType, topics }),
    graphics,
    archiveHtml: hasArchiveHtml(index) ? archiveHtml({ contentId, title, summary, topics }) : null,
    isDataReport: dataReport,
    techCatMarket: subject.market,
    surveyId: dataReport ? dashboardSurveyId(config, index) : null,
    surveyDashboard: surveyDashboard(config, index, { contentId, isDataReport: dataReport, topics }),
  };
}

/**
 * Sections with paragraphs, 0..2 subheadings each, and the planned figures spread over the
 * sections. Figures are placed first and numbered afterwards, in body order.
 */
function body(s: ReportSubject, contentId: string, plans: FigurePlan[]): { blocks: BodyBlockDto[]; figures: FigureSlot[] } {
  const { rng } = s;
  const headings = sectionHeadings(s, rng.int(3, 7));
  const figureSections = plans.map(() => rng.int(0, headings.length - 1));
  const blocks: BodyBlockDto[] = [];
  const figures: FigureSlot[] = [];
  let planIndex = 0;
  const sortedPlans = plans
    .map((plan, i) => ({ plan, section: figureSections[i] }))
    .sort((a, b) => a.section - b.section);

  headings.forEach((heading, sectionIndex) => {
    const sectionId = `section-${sectionIndex + 1}`;
    blocks.push({ type: 'section', id: sectionId, text: heading });
    const content: BodyBlockDto[] = [];
    if (sectionIndex === 0) content.push({ type: 'paragraph', text: leadParagraph(s) });
    for (let p = rng.int(sectionIndex === 0 ? 0 : 1, 2); p > 0; p--) content.push({ type: 'paragraph', text: paragraph(s) });
    subheadings(s, rng.int(0, 2)).forEach((text, k) => {
      content.push({ type: 'subheading', id: `${sectionId}-sub-${k + 1}`, text });
      for (let p = rng.int(1, 2); p > 0; p--) content.push({ type: 'paragraph', text: paragraph(s) });
    });
    // A figure goes after some paragraph of its section, never before the section's opening text.
    while (planIndex < sortedPlans.length && sortedPlans[planIndex].section === sectionIndex) {
      const at = rng.int(1, content.length);
      const block = { type: 'figure' as const, id: '', label: '', figureTitle: '' };
      content.splice(at, 0, block);
      figures.push({ block, plan: sortedPlans[planIndex].plan });
      planIndex++;
    }
    blocks.push(...content);
  });

  // Number figures in body order; the plan order follows the figures wherever they landed.
  const ordered = blocks.filter((b): b is FigureSlot['block'] => b.type === 'figure');
  const byBlock = new Map(figures.map((f) => [f.block, f.plan]));
  const numbered = ordered.map((block, i) => {
    block.id = `${contentId}-figure-${i + 1}`;
    return { block, plan: byBlock.get(block)! };
  });
  return { blocks, figures: numbered };
}

export function* reports(config: CorpusConfig): Generator<CorpusReport> {
  for (let i = 0; i < config.size; i++) yield report(config, i);
}
