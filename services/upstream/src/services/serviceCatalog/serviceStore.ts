// Services (functions and market insights) as a caller sees them: which they hold (the session's
// `services`), each function's priorities and the content behind its page tabs.
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { functionServices, marketInsightServices, namedServices, type CorpusService } from '@portal/corpus';
import type { PriorityDto, ServiceListingItemDto, ServicePageDto, ServiceTabDto, ServiceTabItemDto } from '@portal/contracts';
import { FUNCTION_TAB_LABELS, contentPath, holdsService } from '@portal/domain';
import type { Database } from '../../db/client.js';
import { contentItems, functions, priorities, research, webinars } from '../../db/schema.js';
import { authUsers } from '../auth/db/schema.js';

/** Items per tab of a function page. */
export const TAB_ITEM_LIMIT = 6;

const ALL_SERVICES: CorpusService[] = [...functionServices(), ...marketInsightServices(), ...namedServices()];

/** The services the signed-in caller holds ([] when logged out or unknown). */
export async function servicesOfUser(db: Database, userId: string | null): Promise<string[]> {
  if (userId === null) return [];
  const [row] = await db.select({ services: authUsers.services }).from(authUsers).where(eq(authUsers.id, userId)).limit(1);
  return row?.services ?? [];
}

function listingItem(service: CorpusService, held: readonly string[]): ServiceListingItemDto {
  return {
    contentId: service.contentId,
    slug: service.slug,
    title: service.title,
    description: service.description,
    category: service.category,
    contentType: service.contentType,
    contentURL: service.contentURL,
    isSubscribed: holdsService(held, service.subscriptionName),
    isProtected: service.isProtected,
  };
}

export function listServices(held: readonly string[]): ServiceListingItemDto[] {
  return ALL_SERVICES.map((service) => listingItem(service, held));
}

export function findService(key: { id?: string; slug?: string }): CorpusService | undefined {
  return ALL_SERVICES.find((service) => (key.id !== undefined ? service.contentId === key.id : service.slug === key.slug));
}

export async function prioritiesOf(db: Database, where: { functionSlug?: string; ids?: string[] }): Promise<PriorityDto[]> {
  const rows = await db
    .select({ id: priorities.id, label: priorities.label, description: priorities.description, path: priorities.path, functionSlug: priorities.functionSlug, functionName: functions.name })
    .from(priorities)
    .innerJoin(functions, eq(functions.slug, priorities.functionSlug))
    .where(where.functionSlug !== undefined ? eq(priorities.functionSlug, where.functionSlug) : inArray(priorities.id, where.ids ?? []))
    .orderBy(asc(functions.position), asc(priorities.position));
  return rows.map((row) => ({ ...row, functionId: findService({ slug: row.functionSlug })?.contentId ?? '' }));
}

/** Priorities by id (for answering by id through findById). */
export async function findPriorities(db: Database, ids: string[]): Promise<Map<string, PriorityDto>> {
  return new Map((await prioritiesOf(db, { ids })).map((priority) => [priority.id, priority]));
}

async function reportsTab(db: Database, functionSlug: string, ipType: string): Promise<ServiceTabItemDto[]> {
  const rows = await db
    .select({ id: research.id, slug: research.slug, title: research.title, summary: research.summary, publishedDate: research.publishedDate, ipType: research.ipType })
    .from(research)
    .where(and(eq(research.functionSlug, functionSlug), eq(research.ipType, ipType)))
    .orderBy(desc(research.publishedDate), desc(research.id))
    .limit(TAB_ITEM_LIMIT);
  return rows.map((row) => ({ contentId: row.id, title: row.title, summary: row.summary, path: contentPath(row.id, row.slug), publishedDate: row.publishedDate, label: row.ipType }));
}

async function assessmentsTab(db: Database, functionSlug: string): Promise<ServiceTabItemDto[]> {
  const rows = await db
    .select({ id: contentItems.id, path: contentItems.path, title: contentItems.title, summary: contentItems.summary, publishedDate: contentItems.publishedDate, category: contentItems.category })
    .from(contentItems)
    .where(and(eq(contentItems.functionSlug, functionSlug), eq(contentItems.contentType, 'tool'), eq(contentItems.category, 'Maturity Assessment')))
    .orderBy(desc(contentItems.publishedDate), desc(contentItems.id))
    .limit(TAB_ITEM_LIMIT);
  return rows.map((row) => ({ contentId: row.id, title: row.title, summary: row.summary, path: row.path, publishedDate: row.publishedDate, label: row.category ?? 'Tool' }));
}

async function webinarsTab(db: Database, functionSlug: string): Promise<ServiceTabItemDto[]> {
  const rows = await db
    .select({ id: webinars.id, slug: webinars.slug, title: webinars.title, summary: webinars.summary, startDate: webinars.startDate, webinarType: webinars.webinarType })
    .from(webinars)
    .where(and(eq(webinars.functionSlug, functionSlug), eq(webinars.webinarType, 'Webinar')))
    .orderBy(desc(webinars.startDate), desc(webinars.id))
    .limit(TAB_ITEM_LIMIT);
  return rows.map((row) => ({ contentId: row.id, title: row.title, summary: row.summary, path: contentPath(row.id, row.slug), publishedDate: row.startDate.toISOString().slice(0, 10), label: 'Webinar' }));
}

/**
 * The tabs after Functional Priorities, in the spec's order, each with its data. The corpus has no
 * courses, so that tab is always empty and the page leaves it out.
 */
async function functionTabs(db: Database, functionSlug: string): Promise<ServiceTabDto[]> {
  const [benchmarks, assessments, caseStudies, webinarItems] = await Promise.all([
    reportsTab(db, functionSlug, 'Benchmark'),
    assessmentsTab(db, functionSlug),
    reportsTab(db, functionSlug, 'Case Study'),
    webinarsTab(db, functionSlug),
  ]);
  const [, benchmarkLabel, coursesLabel, assessmentsLabel, caseStudiesLabel, webinarsLabel] = FUNCTION_TAB_LABELS;
  return [
    { label: benchmarkLabel, items: benchmarks },
    { label: coursesLabel, items: [] },
    { label: assessmentsLabel, items: assessments },
    { label: caseStudiesLabel, items: caseStudies },
    { label: webinarsLabel, items: webinarItems },
  ];
}

/** A service's page, or null when it is protected and the caller does not hold it. */
export async function servicePage(db: Database, service: CorpusService, held: readonly string[]): Promise<ServicePageDto | null> {
  const item = listingItem(service, held);
  if (item.isProtected && !item.isSubscribed) return null;
  const isFunction = service.contentType === 'Function';
  // A named services page shows the research of the function whose audience it serves.
  const functionSlug = service.researchFrom ?? service.slug;
  const [priorityList, tabs] = await Promise.all([
    isFunction ? prioritiesOf(db, { functionSlug }) : Promise.resolve([]),
    isFunction ? functionTabs(db, functionSlug) : Promise.resolve([]),
  ]);
  const relatedFunctions = ALL_SERVICES.filter((other) => other.contentType === 'Function' && other.category === service.category && other.contentId !== service.contentId)
    .map((other) => listingItem(other, held))
    // What the caller could not open is not offered.
    .filter((other) => other.isSubscribed || !other.isProtected);
  return { ...item, priorities: priorityList, tabs, relatedFunctions };
}
