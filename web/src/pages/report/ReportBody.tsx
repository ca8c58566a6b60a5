// The report body: collapsible sections of paragraphs, sub-headings (h3 anchors) and references
// to the figures, which open the figure in the gallery.
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { graphql, getFragmentData, type FragmentType } from '../../gql';
import type { ReportBody_ReportFragment } from '../../gql/graphql';
import { anchorTargetSx, FIGURES_ANCHOR_ID } from './anchors';
import { ReportSection } from './ReportSection';
import type { TocControls } from './useTocState';

export const ReportBodyFragment = graphql(`
  fragment ReportBody_report on Report {
    sections {
      id
      title
      blocks {
        __typename
        ... on Paragraph {
          text
        }
        ... on SubHeading {
          id
          text
        }
        ... on FigureBlock {
          figure {
            id
            label
            title
          }
        }
      }
    }
  }
`);

type Block = ReportBody_ReportFragment['sections'][number]['blocks'][number];

function BodyBlock({ block, onShowFigure }: { block: Block; onShowFigure: (figureId: string) => void }) {
  switch (block.__typename) {
    case 'Paragraph':
      return <Typography sx={{ mb: 2 }}>{block.text}</Typography>;
    case 'SubHeading':
      return (
        <Typography variant="h3" id={block.id} sx={{ ...anchorTargetSx, mt: 3, mb: 1.5 }}>
          {block.text}
        </Typography>
      );
    case 'FigureBlock':
      return (
        <Typography sx={{ mb: 2, pl: 2, borderLeft: 3, borderColor: 'primary.main' }}>
          <Link href={`#${FIGURES_ANCHOR_ID}`} onClick={() => onShowFigure(block.figure.id)}>
            {block.figure.label}: {block.figure.title}
          </Link>
        </Typography>
      );
    default:
      return null;
  }
}

interface ReportBodyProps {
  report: FragmentType<typeof ReportBodyFragment>;
  toc: TocControls;
  onShowFigure: (figureId: string) => void;
}

export function ReportBody({ report, toc, onShowFigure }: ReportBodyProps) {
  const { sections } = getFragmentData(ReportBodyFragment, report);
  return (
    <Box sx={{ mb: 4 }}>
      {sections.map((section) => {
        const blocks = section.blocks.map((block, index) => <BodyBlock key={index} block={block} onShowFigure={onShowFigure} />);
        // The untitled lead section (text before the first heading) has nothing to collapse by.
        if (!section.title) return <div key={section.id}>{blocks}</div>;
        const expanded = toc.isExpanded(section.id);
        return (
          <ReportSection
            key={section.id}
            id={section.id}
            title={section.title}
            expanded={expanded}
            onToggle={() => (expanded ? toc.collapse(section.id) : toc.expand(section.id))}
          >
            {blocks}
          </ReportSection>
        );
      })}
    </Box>
  );
}
