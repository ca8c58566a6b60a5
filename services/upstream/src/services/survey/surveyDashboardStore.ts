// A data report's survey dashboard (issue #13), with what deciding the reader's access needs: the
// report's own access and products (the dashboard is readable exactly when its report is).
import { and, eq } from 'drizzle-orm';
import type { Entitled } from '@portal/domain';
import type { Database } from '../../db/client.js';
import { research, surveyDashboards } from '../../db/schema.js';
import type { SurveyDashboardDto } from '@portal/contracts';

export interface StoredSurveyDashboard {
  dashboard: SurveyDashboardDto;
  report: Entitled & { id: string };
}

/** The dashboard of `surveyId` as report `reportId` draws it, or null when that report draws on no such survey. */
export async function findSurveyDashboard(db: Database, surveyId: string, reportId: string): Promise<StoredSurveyDashboard | null> {
  const [row] = await db
    .select({ dashboard: surveyDashboards, access: research.access, products: research.products })
    .from(surveyDashboards)
    .innerJoin(research, eq(research.id, surveyDashboards.reportId))
    .where(and(eq(surveyDashboards.reportId, reportId), eq(surveyDashboards.surveyId, surveyId)));
  if (!row) return null;
  const { dashboard } = row;
  return {
    dashboard: {
      surveyId: dashboard.surveyId,
      reportId: dashboard.reportId,
      segments: dashboard.segments as SurveyDashboardDto['segments'],
      questions: dashboard.questions as SurveyDashboardDto['questions'],
    },
    report: { id: reportId, access: row.access, products: row.products },
  };
}
