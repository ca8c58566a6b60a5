// The research report page (spec 3 "Report page"): hero, authors, table of contents, collapsible
// body, figure gallery and related research. Its title, description and sharing tags are hoisted by React 19 (DocumentMeta).
import { useState } from 'react';
import Box from '@mui/material/Box';
import type { ReportPageQuery } from '../../gql/graphql';
import { AuthorList } from './AuthorList';
import { FigureGallery } from './FigureGallery';
import { RelatedResearch } from './RelatedResearch';
import { ReportBody } from './ReportBody';
import { ReportHero } from './ReportHero';
import { ReportSharing } from './share/ReportSharing';
import { TableOfContents } from './TableOfContents';
import { useTocState } from './useTocState';
import { DocumentMeta } from '../../app/DocumentMeta';

export function ReportPage({ report }: { report: NonNullable<ReportPageQuery['report']> }) {
  const toc = useTocState(report.sectionIds.map((section) => section.id));
  const [currentFigureId, setCurrentFigureId] = useState<string | null>(null);
  return (
    <Box component="article">
      <DocumentMeta title={report.title} description={report.summary} type="article" />
      <ReportHero report={report} />
      <ReportSharing report={report} />
      <Box sx={{ display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr', lg: '260px 1fr' }, alignItems: 'start' }}>
        <TableOfContents report={report} onOpenSection={toc.expand} />
        <Box sx={{ minWidth: 0 }}>
          <AuthorList report={report} />
          <ReportBody report={report} toc={toc} onShowFigure={setCurrentFigureId} />
          <FigureGallery report={report} currentFigureId={currentFigureId} onCurrentFigureChange={setCurrentFigureId} />
          <RelatedResearch report={report} />
        </Box>
      </Box>
    </Box>
  );
}
