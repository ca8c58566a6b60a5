import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { ResearchDto, SurveyDashboardDto, SurveyDto } from '@portal/contracts';
import type { ContentContext } from '../context.js';
import { Report } from '../report/report.type.js';
import { Survey } from './survey.type.js';
import { SurveyDashboard } from './survey-dashboard.type.js';
import { surveyDashboardKey } from './survey-dashboard.loader.js';

@Resolver(() => Report)
export class ReportSurveyDashboardResolver {
  /** Spec 3 §3 surveyDashboard: a data report's only; read under the report's own access rule. */
  @FieldResolver(() => SurveyDashboard, { nullable: true, description: 'The survey dashboard of a data report (isDataReport); null for any other report' })
  surveyDashboard(@Root() report: ResearchDto, @Ctx() ctx: ContentContext): Promise<SurveyDashboardDto> | null {
    if (!report.isDataReport || !report.surveyId) return null;
    return ctx.loaders.surveyDashboard.load(surveyDashboardKey(report.surveyId, report.contentId));
  }
}

@Resolver(() => SurveyDashboard)
export class SurveyDashboardResolver {
  @FieldResolver(() => Survey, { nullable: true })
  async survey(@Root() dashboard: SurveyDashboardDto, @Ctx() ctx: ContentContext): Promise<SurveyDto | null> {
    return ctx.loaders.survey.load(dashboard.surveyId);
  }
}
