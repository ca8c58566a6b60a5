// The research report page (spec 3 "Report page"): hero, authors, table of contents, collapsible
// body, figure gallery and related research; beside them, once opened, the AI assistant's panel
// (issue #12), whose citations mark their passage in the body. Its title, description and sharing
// tags are hoisted by React 19 (DocumentMeta).
import { lazy, Suspense, useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import Box from '@mui/material/Box';
import type { ReportPagePrivateQuery, ReportPageQuery } from '../../gql/graphql';
import { AuthorList } from './AuthorList';
import { ReportTopics } from './ReportTopics';
import { ArchiveHtml } from './ArchiveHtml';
import { FigureGallery } from './FigureGallery';
import { RelatedResearch } from './RelatedResearch';
import { ReportBody } from './ReportBody';
import { ReportHero } from './ReportHero';
import { ReportSharing } from './share/ReportSharing';
import { TableOfContents } from './TableOfContents';
import { useTocState } from './useTocState';
import { DocumentMeta } from '../../app/DocumentMeta';
import { AssistantButton } from './assistant/AssistantButton';
import { CitedPassageProvider } from './assistant/citedPassage';
import { AccessCheck } from './access-check/AccessCheck';
import { ReprintNotice } from './reprints/ReprintNotice';
import { ReprintLinkIssuer } from './reprints/ReprintLinkIssuer';
import { SurveyDashboard } from './survey-dashboard/SurveyDashboard';
import { reprintTokenHeaders } from './reprints/reprintTokens';
import { ReprintTokenHeadersContext } from './reprints/useReprintTokenHeaders';
import { useRecordReportView } from './useRecordReportView';
import { hydratesLater } from '../../app/HydrateLater';

const ASSISTANT_PANEL_ID = 'assistant-panel';
// The assistant's code (its question form, the streamed answers) loads when a reader first opens it.
const AssistantPanel = lazy(async () => ({ default: (await import('./assistant/AssistantPanel')).AssistantPanel }));

/** `report`: the page's public data; `reader`: the reader's own (ReportPagePrivate). */
export function ReportPage({ report, reader }: { report: NonNullable<ReportPageQuery['report']>; reader: NonNullable<ReportPagePrivateQuery['report']> }) {
  const toc = useTocState(report.sectionIds.map((section) => section.id));
  // The reprint link's token, for the report's downloads (sent as a header, as the report's read).
  const { search } = useLocation();
  const tokenHeaders = useMemo(() => reprintTokenHeaders(new URL(`http://page.invalid/${search}`)), [search]);
  // Rendered once the page's data loaded: a signed-in reader's view is recorded now (spec 2 §3).
  useRecordReportView(report.id, tokenHeaders);
  const [currentFigureId, setCurrentFigureId] = useState<string | null>(null);
  const [assistantOpen, setAssistantOpen] = useState(false);
  // Mounted from the first opening on, so closing it keeps the conversation (and a streaming answer).
  const [assistantMounted, setAssistantMounted] = useState(false);
  const assistantButton = useRef<HTMLButtonElement>(null);
  const toggleAssistant = () => {
    setAssistantMounted(true);
    setAssistantOpen((open) => !open);
  };
  const columns = assistantOpen ? '220px minmax(0, 1fr) 360px' : '260px minmax(0, 1fr)';
  return (
    <ReprintTokenHeadersContext value={tokenHeaders}>
      <CitedPassageProvider onOpenSection={toc.reveal}>
        <Box component="article">
          <DocumentMeta title={report.title} description={report.summary} type="article" />
          <ReportHero
            report={report}
            actions={
              report.isReprints ? undefined : (
                <AssistantButton ref={assistantButton} open={assistantOpen} controls={assistantMounted ? ASSISTANT_PANEL_ID : undefined} onToggle={toggleAssistant} />
              )
            }
          />
          {/* Spec 3 §4 reprints mode: the licence reads this report, nothing more (no share, check or assistant). */}
          {report.isReprints ? (
            <ReprintNotice />
          ) : (
            <>
              <ReportSharing report={reader} />
              <AccessCheck contentId={report.id} />
              <ReprintLinkIssuer contentId={report.id} />
            </>
          )}
          <Box sx={{ display: 'grid', gap: 4, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: columns }, alignItems: 'start' }}>
            <TableOfContents report={report} onOpenSection={toc.reveal} currentSectionId={toc.currentSectionId} />
            <Box sx={{ minWidth: 0 }}>
              <AuthorList report={report} />
              <ReportTopics report={report} />
              {/* The body (a boundary per section) and what follows it hydrate after the page's top. */}
              <ReportBody report={report} toc={toc} onShowFigure={setCurrentFigureId} />
              <AfterTheBody report={report} reader={reader} currentFigureId={currentFigureId} onCurrentFigureChange={setCurrentFigureId} />
            </Box>
            {assistantMounted ? (
              <Suspense fallback={null}>
                <AssistantPanel id={ASSISTANT_PANEL_ID} contentId={report.id} open={assistantOpen} onClose={() => setAssistantOpen(false)} opener={assistantButton} />
              </Suspense>
            ) : null}
          </Box>
        </Box>
      </CitedPassageProvider>
    </ReprintTokenHeadersContext>
  );
}

interface AfterTheBodyProps {
  report: NonNullable<ReportPageQuery['report']>;
  reader: NonNullable<ReportPagePrivateQuery['report']>;
  currentFigureId: string | null;
  onCurrentFigureChange: (figureId: string) => void;
}

/** The archived text, the figure gallery, the survey dashboard and related research: below the fold, so they hydrate after the rest. */
const AfterTheBody = hydratesLater(function AfterTheBody({ report, reader, currentFigureId, onCurrentFigureChange }: AfterTheBodyProps) {
  return (
    <>
      <ArchiveHtml report={reader} />
      <FigureGallery report={report} currentFigureId={currentFigureId} onCurrentFigureChange={onCurrentFigureChange} />
      {/* Spec 3 "Report page": the survey dashboard follows the figure gallery (data reports only). */}
      {reader.surveyDashboard ? <SurveyDashboard dashboard={reader.surveyDashboard} /> : null}
      <RelatedResearch report={report} />
    </>
  );
});
