// Maps the corpus's webinars, surveys and card-sized items (playbooks, blogs, podcasts, tools) to rows.
import type { CorpusContentItem, CorpusSurvey, CorpusWebinar } from '@portal/corpus';
import type { contentItems, surveys, webinars } from './schema.js';

type Subject = Pick<CorpusWebinar, 'functionSlug' | 'priorityIds' | 'topics' | 'industries' | 'geographies' | 'businessTopics' | 'enterprisePriorities' | 'services' | 'phase'>;

function subjectRow(item: Subject) {
  return {
    functionSlug: item.functionSlug,
    priorityIds: item.priorityIds,
    topics: item.topics,
    industries: item.industries,
    geographies: item.geographies,
    businessTopics: item.businessTopics,
    enterprisePriorities: item.enterprisePriorities,
    services: item.services,
    phase: item.phase,
  };
}

export function webinarRow(w: CorpusWebinar): typeof webinars.$inferInsert {
  return {
    id: w.id,
    slug: w.slug,
    title: w.title,
    summary: w.summary,
    webinarType: w.webinarType,
    startDate: new Date(w.startDate),
    endDate: new Date(w.endDate),
    duration: w.duration,
    price: w.price,
    participationDetails: w.participationDetails,
    location: w.location,
    editorialImage: w.editorialImage,
    hostAnalystIds: w.hostAnalystIds,
    ...subjectRow(w),
  };
}

export function surveyRow(s: CorpusSurvey): typeof surveys.$inferInsert {
  return {
    id: s.id,
    slug: s.slug,
    shortTitle: s.shortTitle,
    officialSurveyName: s.officialSurveyName,
    summary: s.summary,
    datePublished: s.datePublished,
    respondents: s.respondents,
    surveyType: s.surveyType,
    methodologyDescription: s.methodologyDescription,
    pleaseNote: s.pleaseNote,
    ...subjectRow(s),
  };
}

export function contentItemRow(item: CorpusContentItem): typeof contentItems.$inferInsert {
  return {
    id: item.id,
    contentType: item.contentType,
    slug: item.slug,
    path: item.path,
    title: item.title,
    summary: item.summary,
    publishedDate: item.publishedDate,
    readTime: item.readTime,
    category: item.category,
    authorIds: item.authorIds,
    ...subjectRow(item),
  };
}
