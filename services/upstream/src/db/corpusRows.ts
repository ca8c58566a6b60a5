// Maps corpus objects (shaped like the REST DTOs) to rows of the schema.
import type { CorpusReport, FunctionArea } from '@portal/corpus';
import type { alertBanners, analysts, functions, graphics, priorities, reportAuthors, research, surveyDashboards } from './schema.js';
import type { AlertBannerDto, AnalystDto } from '@portal/contracts';

export function functionRows(areas: FunctionArea[]): (typeof functions.$inferInsert)[] {
  return areas.map((area, position) => ({ slug: area.slug, name: area.name, position }));
}

export function priorityRows(areas: FunctionArea[]): (typeof priorities.$inferInsert)[] {
  return areas.flatMap((area) =>
    area.priorities.map((priority, position) => ({
      id: priority.id,
      label: priority.label,
      description: priority.description,
      path: priority.path,
      functionSlug: priority.functionSlug,
      position,
    })),
  );
}

export function analystRow(analyst: AnalystDto): typeof analysts.$inferInsert {
  return {
    id: analyst.contentId,
    analystId: analyst.analystId,
    slug: analyst.slug,
    firstName: analyst.firstName,
    lastName: analyst.lastName,
    fullName: analyst.fullName,
    title: analyst.title,
    image: analyst.image,
    active: analyst.active,
    externallyActive: analyst.externallyActive,
    bio: analyst.bio,
    topics: analyst.topics,
  };
}

export function alertBannerRow(banner: AlertBannerDto, position: number): typeof alertBanners.$inferInsert {
  return {
    id: banner.alertBannerID,
    title: banner.title,
    description: banner.description,
    closeButton: banner.closeButton,
    expiryDate: new Date(banner.expiryDate),
    position,
  };
}

export function researchRow(report: CorpusReport): typeof research.$inferInsert {
  return {
    id: report.id,
    contentId: report.contentId,
    slug: report.slug,
    title: report.title,
    summary: report.summary,
    ipType: report.ipType,
    publishedDate: report.publishedDate,
    readTime: report.readTime,
    functionSlug: report.functionSlug,
    priorityIds: report.priorityIds,
    topics: report.topics,
    access: report.access,
    products: report.products,
    body: report.bodyJson,
    industries: report.industries,
    geographies: report.geographies,
    businessTopics: report.businessTopics,
    enterprisePriorities: report.enterprisePriorities,
    services: report.services,
    phase: report.phase,
    archiveHtml: report.archiveHtml,
    isDataReport: report.isDataReport,
    techCatMarket: report.techCatMarket,
    surveyId: report.surveyId,
  };
}

export function reportAuthorRows(report: CorpusReport): (typeof reportAuthors.$inferInsert)[] {
  // Authors carry no follow-button flag in the DTO; only contributors do.
  const authors = report.authors.map((author, position) => ({
    reportId: report.id,
    role: 'author' as const,
    position,
    analystId: author.contentId,
    hasFollowButton: false,
  }));
  const contributors = report.contributors.map((contributor, position) => ({
    reportId: report.id,
    role: 'contributor' as const,
    position,
    analystId: contributor.contentId,
    hasFollowButton: contributor.hasFollowButton,
  }));
  return [...authors, ...contributors];
}

export function graphicRows(report: CorpusReport): (typeof graphics.$inferInsert)[] {
  return Object.entries(report.graphics).map(([id, chart]) => ({ id, reportId: report.id, chart }));
}

export function surveyDashboardRows(report: CorpusReport): (typeof surveyDashboards.$inferInsert)[] {
  const dashboard = report.surveyDashboard;
  return dashboard ? [{ reportId: dashboard.reportId, surveyId: dashboard.surveyId, segments: dashboard.segments, questions: dashboard.questions }] : [];
}
