// Playbooks (PLA), blogs (BLG), podcasts (POD) and tools (TOL), {prefix}{100000 + i}: card-sized
// content with a title, a summary, authors and the same facets as reports.
import { INTERACTIVE_DATA_TOOL, contentPath, slugify } from '@portal/domain';
import type { CorpusConfig } from '../config.js';
import type { ReportFacets } from '../facets.js';
import { Rng } from '../random.js';
import { listOf, titleCase } from '../text.js';
import { FUNCTION_SERVICE } from '../vocabulary/facets.js';
import { contentCount, contentItemId } from './counts.js';
import { fullNameOf, pickActiveAnalysts } from './hosts.js';
import { drawSubject, lowerFirst, publishedDay, subjectFacets, type ContentSubject } from './subject.js';

export type ItemKind = 'playbook' | 'blog' | 'podcast' | 'tool';
export const ITEM_KINDS: readonly ItemKind[] = ['playbook', 'blog', 'podcast', 'tool'];

/** Playbook tab ids (spec 3 §2 "Tab selection"). */
export const PLAYBOOK_TABS = ['imperative', 'marketingStrategy', 'technologyIndustryManagement'] as const;
/** Tool badges (spec 1 §3 "Content badges"). */
export const TOOL_BADGES = ['Toolkit', 'Template', 'Decision Tool', 'Maturity Assessment', 'Role Profile'] as const;
type ToolBadge = (typeof TOOL_BADGES)[number] | typeof INTERACTIVE_DATA_TOOL;
export const PODCAST_SERIES = 'What It Means';

export interface CorpusContentItem extends ReportFacets {
  id: string;
  contentId: string;
  contentType: ItemKind;
  slug: string;
  path: string;
  title: string;
  summary: string;
  /** YYYY-MM-DD */
  publishedDate: string;
  /** Minutes to read, or to listen for a podcast. */
  readTime: number;
  /** Playbook tab, tool badge or podcast series; null for blogs. */
  category: string | null;
  authorIds: string[];
  functionSlug: string;
  priorityIds: string[];
  topics: string[];
}

/** Routes of the types the spec gives no prefix (docs/contracts.md). */
const OWN_ROUTE: Record<Exclude<ItemKind, 'playbook'>, string> = { blog: '/blogs', podcast: '/podcasts', tool: '/tools' };

export function itemCount(kind: ItemKind, config: CorpusConfig): number {
  return contentCount(kind, config.size);
}

interface Text { title: string; summary: string; category: string | null; readTime: number }

function playbookText(rng: Rng, s: ContentSubject, index: number): Text {
  const topic = titleCase(rng.pick(s.topics));
  const service = FUNCTION_SERVICE[s.fn.slug];
  const category = index % 4 === 0 ? 'imperative' : service === 'technology' ? 'technologyIndustryManagement' : 'marketingStrategy';
  return {
    title: rng.pick([`The ${topic} Playbook`, `${titleCase(s.priorities[0])}: The Playbook For ${titleCase(s.fn.audience)}`, `Build Your ${topic} Strategy: A Playbook`]),
    summary: `A step-by-step guide for ${s.fn.audience}: assess where you stand on ${listOf(s.topics)}, set a target, and ${lowerFirst(s.priorities[0])} with the tools in each chapter.`,
    category,
    readTime: rng.int(20, 60),
  };
}

function blogText(rng: Rng, s: ContentSubject): Text {
  const topic = rng.pick(s.topics);
  return {
    title: rng.pick([
      `Why ${titleCase(topic)} Is Harder Than It Looks`,
      `${rng.int(3, 7)} Questions To Ask Before You ${titleCase(s.priorities[0])}`,
      `What We Heard From ${titleCase(s.fn.audience)} About ${titleCase(topic)}`,
      `${titleCase(topic)} Needs A Reset`,
    ]),
    summary: `Our analysts' take on ${topic}: what changed this quarter, what ${s.fn.audience} are getting wrong, and one thing to do next week.`,
    category: null,
    readTime: rng.int(3, 8),
  };
}

function podcastText(rng: Rng, s: ContentSubject, authors: string[]): Text {
  const topic = rng.pick(s.topics);
  return {
    title: `${PODCAST_SERIES}: ${titleCase(topic)}`,
    summary: `${authors.join(' and ')} ${authors.length === 1 ? 'explains' : 'explain'} what ${topic} means for ${s.fn.audience}, and how teams ${lowerFirst(s.priorities[0])}.`,
    category: PODCAST_SERIES,
    readTime: rng.int(18, 35),
  };
}

/** Every eighth tool (index 5, 13, 21…) is an Interactive Data Tool, shown only under release_search_idt. */
export function isInteractiveDataTool(index: number): boolean {
  return index % 8 === 5;
}

function toolText(rng: Rng, s: ContentSubject, index: number): Text {
  const drawn = rng.pick(TOOL_BADGES);
  // Drawn either way, so the other tools' random streams are those of earlier corpus versions.
  const badge: ToolBadge = isInteractiveDataTool(index) ? INTERACTIVE_DATA_TOOL : drawn;
  const topic = titleCase(rng.pick(s.topics));
  const titles: Record<ToolBadge, string> = {
    [INTERACTIVE_DATA_TOOL]: `${topic} Interactive Data Tool`,
    Toolkit: `${topic} Vendor Selection Toolkit`,
    Template: `${topic} Business Case Template`,
    'Decision Tool': `${topic} Investment Decision Tool`,
    'Maturity Assessment': `The ${topic} Maturity Assessment`,
    'Role Profile': `Role Profile: Head Of ${topic}`,
  };
  return {
    title: titles[badge],
    summary: `A ready-to-use ${badge.toLowerCase()} that helps ${s.fn.audience} put ${listOf(s.topics)} into practice and ${lowerFirst(s.priorities[0])}.`,
    category: badge,
    readTime: rng.int(5, 15),
  };
}

export function contentItem(kind: ItemKind, config: CorpusConfig, index: number): CorpusContentItem {
  const count = itemCount(kind, config);
  if (!Number.isSafeInteger(index) || index < 0 || index >= count) {
    throw new RangeError(`${kind} index ${index} is outside the corpus (${count} items)`);
  }
  const rng = new Rng(config.seed, kind, index);
  const subject = drawSubject(rng);
  const authorIds = pickActiveAnalysts(rng, config.seed, subject.fn.slug, kind === 'podcast' ? rng.int(1, 2) : 1);
  const text =
    kind === 'playbook' ? playbookText(rng, subject, index)
    : kind === 'blog' ? blogText(rng, subject)
    : kind === 'podcast' ? podcastText(rng, subject, authorIds.map((id) => fullNameOf(config.seed, id)))
    : toolText(rng, subject, index);
  const id = contentItemId(kind, index);
  const slug = slugify(text.title);
  return {
    id,
    contentId: id,
    contentType: kind,
    slug,
    path: kind === 'playbook' ? contentPath(id, slug) : `${OWN_ROUTE[kind]}/${slug}/${id}`,
    title: text.title,
    summary: text.summary,
    publishedDate: publishedDay(rng),
    readTime: text.readTime,
    category: text.category,
    authorIds,
    functionSlug: subject.fn.slug,
    priorityIds: subject.priorityIds,
    topics: subject.topics,
    ...subjectFacets(rng, subject, kind === 'playbook' ? 'Research Playbook' : null),
  };
}

export function* contentItems(kind: ItemKind, config: CorpusConfig): Generator<CorpusContentItem> {
  const count = itemCount(kind, config);
  for (let i = 0; i < count; i++) yield contentItem(kind, config, i);
}
