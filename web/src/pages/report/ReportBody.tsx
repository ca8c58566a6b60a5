// The report body: collapsible sections of paragraphs, sub-headings (h3 anchors) and the figures
// the text cites, drawn there (InlineFigure; each also opens in the gallery). The passage a citation
// of the assistant's answer points at is marked in its section. Each titled section's element goes
// to the TOC state, which watches for the section in view.
import Box from '@mui/material/Box';
import { graphql, getFragmentData, type FragmentType } from '../../gql';
import type { ReportBody_ReportFragment } from '../../gql/graphql';
import { BodyBlock } from '../../components/BodyBlock';
import { InlineFigure } from './InlineFigure';
import { ReportSection } from './ReportSection';
import type { TocControls } from './useTocState';
import { citedQuoteIn, useCitedPassage } from './assistant/citedPassage';
import { hydratesLater } from '../../app/HydrateLater';

export const ReportBodyFragment = graphql(`
  fragment ReportBody_report on Report {
    sections {
      id
      title
      blocks {
        __typename
        ...BodyBlock_block
        ...InlineFigure_block
      }
    }
  }
`);

interface ReportBodyProps {
  report: FragmentType<typeof ReportBodyFragment>;
  toc: TocControls;
  onShowFigure: (figureId: string) => void;
}

export function ReportBody({ report, toc, onShowFigure }: ReportBodyProps) {
  const { sections } = getFragmentData(ReportBodyFragment, report);
  const { cited } = useCitedPassage();
  return (
    <Box sx={{ mb: 4 }}>
      {sections.map((section) => (
        <BodySection
          key={section.id}
          section={section}
          highlight={citedQuoteIn(cited, section)}
          expanded={toc.isExpanded(section.id)}
          sectionRef={toc.sectionRef}
          expand={toc.expand}
          collapse={toc.collapse}
          onShowFigure={onShowFigure}
        />
      ))}
    </Box>
  );
}

type Section = ReportBody_ReportFragment['sections'][number];

interface BodySectionProps extends Pick<TocControls, 'sectionRef' | 'expand' | 'collapse'> {
  section: Section;
  highlight: ReturnType<typeof citedQuoteIn>;
  expanded: boolean;
  onShowFigure: (figureId: string) => void;
}

/** One section of the body: each hydrates on its own, after the page's top. */
const BodySection = hydratesLater(function BodySection({ section, highlight, expanded, sectionRef, expand, collapse, onShowFigure }: BodySectionProps) {
  const blocks = section.blocks.map((block, index) =>
    block.__typename === 'FigureBlock' ? (
      <InlineFigure key={index} block={block} onShowFigure={onShowFigure} />
    ) : (
      <BodyBlock key={index} block={block} highlight={highlight} />
    ),
  );
  // The untitled lead section (text before the first heading) has nothing to collapse by.
  if (!section.title) return <div>{blocks}</div>;
  return (
    <ReportSection
      id={section.id}
      title={section.title}
      expanded={expanded}
      containerRef={sectionRef(section.id)}
      onToggle={() => (expanded ? collapse(section.id) : expand(section.id))}
    >
      {blocks}
    </ReportSection>
  );
});
