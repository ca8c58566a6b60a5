// One block of a body made of a report's blocks (reports, flex pages): a paragraph, a subheading
// (an h3 anchor below the sticky header) or a figure reference, shown as its caption. The report
// page draws its figures in place instead (pages/report/InlineFigure).
// `highlight` marks a passage in a paragraph (a citation of the assistant's answer).
import Typography from '@mui/material/Typography';
import { graphql, getFragmentData, type FragmentType } from '../gql';
import { anchorTargetSx } from '../pages/report/anchors';
import { HighlightedText } from './HighlightedText';

export const BodyBlockFragment = graphql(`
  fragment BodyBlock_block on ReportBlock {
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
`);

export function BodyBlock(props: { block: FragmentType<typeof BodyBlockFragment>; highlight?: string | null }) {
  const block = getFragmentData(BodyBlockFragment, props.block);
  switch (block.__typename) {
    case 'Paragraph':
      return (
        <Typography sx={{ mb: 2 }}>
          <HighlightedText text={block.text} highlight={props.highlight} />
        </Typography>
      );
    case 'SubHeading':
      return (
        <Typography variant="h3" id={block.id} sx={{ ...anchorTargetSx, mt: 3, mb: 1.5 }}>
          {block.text}
        </Typography>
      );
    case 'FigureBlock':
      return (
        <Typography sx={{ mb: 2, pl: 2, borderLeft: 3, borderColor: 'primary.main' }}>
          {block.figure.label}: {block.figure.title}
        </Typography>
      );
    default:
      return null;
  }
}
