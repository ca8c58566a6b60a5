// playbook-service and survey-service JSON (spec 3 §3 "Playbook card", "Survey", §7 "Surveys"):
// shared by services/upstream and the subgraphs (docs/contracts-listings.md).
import type { PlaybookTabId, SurveyTabId } from './listings.js';

export interface PlaybookChapterDto {
  id: string;
  title: string;
  summary: string;
}

export interface PlaybookDto {
  id: string;
  contentId: string;
  slug: string;
  /** /playbook/{slug}/{id} */
  path: string;
  title: string;
  summary: string;
  category: PlaybookTabId;
  /** The function the playbook serves, shown above its title. */
  eyebrow: string;
  /** YYYY-MM-DD */
  publishedDate: string;
  /** /images/playbooks/{id}.svg */
  image: string;
  /** Playbooks from before the redesign had a wide banner instead; none in this corpus. */
  legacyImage: string | null;
  readTime: number;
  authors: { contentId: string; fullName: string }[];
  topics: string[];
  chapters: PlaybookChapterDto[];
}

export interface PlaybookListResponseDto {
  content: PlaybookDto[];
  totalElements: number;
  page: number;
  size: number;
}

export interface SurveyFileDto {
  /** Browser path of the file (the CMS's public assets, /images/surveys/…). */
  url: string;
  contentType: string;
  fileName: string;
  /** bytes */
  size: number;
}

export interface SurveyDownloadDto {
  /** Instrument id: {surveyId}-questionnaire or {surveyId}-data */
  id: string;
  title: string;
  file: SurveyFileDto;
}

export interface SurveyDto {
  id: string;
  contentId: string;
  slug: string;
  /** /surveys/{slug}/{id} */
  path: string;
  shortTitle: string;
  summary: string;
  /** YYYY-MM-DD */
  datePublished: string;
  respondents: number;
  surveyType: SurveyTabId;
  /** 'Business' or 'Consumer' */
  businessOrConsumer: string;
  topics: string[];
  methodologyDescription: string;
  pleaseNote: string;
  officialSurveyName: string;
  downloads: SurveyDownloadDto[];
}

export interface SurveyListResponseDto {
  content: SurveyDto[];
  totalElements: number;
  page: number;
  size: number;
}
