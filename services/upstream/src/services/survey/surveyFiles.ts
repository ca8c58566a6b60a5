import type { SurveyDownloadDto } from '@portal/contracts';
// A survey's downloads (spec 3 §3 "Survey" downloads[]): the questionnaire (the survey instrument)
// and the data tables, generated as CSV from the survey itself, so every file is real, the same on
// every request, and its size is known before anyone downloads it.

export interface SurveyFileSource {
  id: string;
  slug: string;
  shortTitle: string;
  officialSurveyName: string;
  respondents: number;
  surveyType: 'business' | 'consumer';
  topics: string[];
  methodologyDescription: string;
}

export const SURVEY_FILE_KINDS = ['questionnaire', 'data'] as const;
export type SurveyFileKind = (typeof SURVEY_FILE_KINDS)[number];
export const SURVEY_FILE_FOLDER = 'surveys';
const CSV = 'text/csv; charset=utf-8';
const TITLES: Record<SurveyFileKind, string> = { questionnaire: 'Survey questionnaire', data: 'Data tables' };

/** '{surveyId}-questionnaire' -> its parts; null for any other shape. */
export function parseInstrumentId(id: string): { surveyId: string; kind: SurveyFileKind } | null {
  const match = /^(SUS\d+)-(questionnaire|data)$/.exec(id);
  return match ? { surveyId: match[1], kind: match[2] as SurveyFileKind } : null;
}

function csvCell(value: string | number): string {
  const text = String(value);
  return /[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

function csv(rows: (string | number)[][]): string {
  return `${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

/** A small deterministic number stream from the survey id (no randomness between requests). */
function shares(seedText: string, n: number): number[] {
  let h = 2166136261;
  for (const ch of seedText) h = Math.imul(h ^ ch.charCodeAt(0), 16777619) >>> 0;
  const raw = Array.from({ length: n }, () => {
    h = (Math.imul(h, 1103515245) + 12345) >>> 0;
    return 1 + (h % 97);
  });
  const total = raw.reduce((a, b) => a + b, 0);
  const percents = raw.map((r) => Math.floor((r * 100) / total));
  percents[0] += 100 - percents.reduce((a, b) => a + b, 0);
  return percents;
}

const ANSWERS = ['Not a priority', 'Considering it', 'Planning to within 12 months', 'Doing it now', 'Expanding what we do'];

function questions(survey: SurveyFileSource): string[] {
  const who = survey.surveyType === 'consumer' ? 'you' : 'your organization';
  return survey.topics.flatMap((topic) => [
    `Which best describes where ${who} stand(s) on ${topic}?`,
    `How important is ${topic} to ${who} over the next 12 months?`,
  ]);
}

export function surveyFileContent(survey: SurveyFileSource, kind: SurveyFileKind): string {
  if (kind === 'questionnaire') {
    return csv([
      ['Survey', survey.officialSurveyName],
      ['Methodology', survey.methodologyDescription],
      [],
      ['Question number', 'Question', 'Answer options'],
      ...questions(survey).map((question, i) => [`Q${i + 1}`, question, ANSWERS.join(' | ')]),
    ]);
  }
  return csv([
    ['Survey', survey.officialSurveyName],
    ['Base', `${survey.respondents} respondents`],
    [],
    ['Question number', 'Answer', 'Share of respondents (%)'],
    ...questions(survey).flatMap((_question, i) => {
      const percents = shares(`${survey.id}-${i}`, ANSWERS.length);
      return ANSWERS.map((answer, j) => [`Q${i + 1}`, answer, percents[j]]);
    }),
  ]);
}

export function surveyFileName(survey: Pick<SurveyFileSource, 'id' | 'slug'>, kind: SurveyFileKind): string {
  return `${survey.slug}-${kind}.csv`;
}

export function surveyFileContentType(): string {
  return CSV;
}

/** Where the browser gets a download: the CMS's public assets, through the gateway's /images proxy. */
export function surveyFileUrl(instrumentId: string): string {
  return `/images/${SURVEY_FILE_FOLDER}/${instrumentId}.csv`;
}

export function downloadsOf(survey: SurveyFileSource): SurveyDownloadDto[] {
  return SURVEY_FILE_KINDS.map((kind) => {
    const id = `${survey.id}-${kind}`;
    return {
      id,
      title: TITLES[kind],
      file: { url: surveyFileUrl(id), contentType: CSV, fileName: surveyFileName(survey, kind), size: Buffer.byteLength(surveyFileContent(survey, kind), 'utf8') },
    };
  });
}
