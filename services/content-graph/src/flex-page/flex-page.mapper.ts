import type { FlexPageDto } from '@portal/contracts';
import { flexPagePath } from '@portal/domain';
import { reportSections } from '../report/report.sections.js';
import type { FlexPage } from './flex-page.type.js';

/** flex-service's page as the schema shows it: bodies grouped into a report body's sections. */
export function toFlexPage({ body, tabs, navEntries, ...page }: FlexPageDto): FlexPage {
  return {
    ...page,
    // Sections hold plain block values (the ReportBlock union resolves their types).
    sections: reportSections(body) as FlexPage['sections'],
    tabs: tabs.map((tab) => ({ id: tab.id, title: tab.title, sections: reportSections(tab.body) as FlexPage['sections'] })),
    navEntries: navEntries.map((entry) => ({ ...entry, path: flexPagePath(entry.id, entry.slug) })),
  };
}
