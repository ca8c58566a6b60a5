// What the endpoints should answer, computed from the corpus itself rather than hard-coded.
import { analysts, report, reportIndexOf, reports, type CorpusConfig, type CorpusReport } from '@portal/corpus';
import type { AnalystDto, ResearchDto } from '@portal/contracts';

export function expectedResearch(config: CorpusConfig, id: string): ResearchDto {
  const { graphics: _graphics, surveyDashboard: _dashboard, ...dto } = report(config, reportIndexOf(id)!);
  return dto;
}

export function expectedAnalyst(config: CorpusConfig, id: string): AnalystDto {
  const analyst = analysts(config.seed).find((a) => a.contentId === id);
  if (!analyst) throw new Error(`No analyst ${id} in the corpus`);
  return analyst;
}

export function allReports(config: CorpusConfig): CorpusReport[] {
  return [...reports(config)];
}

/** The related-research rule of docs/contracts.md, spelled out over the corpus in memory. */
export function expectedRelated(all: CorpusReport[], id: string, size: number, includeRestricted: boolean): string[] {
  const self = all.find((r) => r.id === id)!;
  const newestFirst = (a: CorpusReport, b: CorpusReport) =>
    b.publishedDate.localeCompare(a.publishedDate) || b.id.localeCompare(a.id);
  const sharesPriority = (r: CorpusReport) => r.priorityIds.some((p) => self.priorityIds.includes(p));
  const sameFunction = (r: CorpusReport) => r.functionSlug === self.functionSlug;
  const tierOf = (r: CorpusReport) =>
    sameFunction(r) && sharesPriority(r) ? 0 : sameFunction(r) ? 1 : sharesPriority(r) ? 2 : 3;
  return all
    .filter((r) => r.id !== id && (includeRestricted || r.access === 'public'))
    .sort((a, b) => tierOf(a) - tierOf(b) || newestFirst(a, b))
    .slice(0, size)
    .map((r) => r.id);
}
