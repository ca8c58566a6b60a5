// A figure drawn where the report's text cites it (issue #13 "Reading"): the same drawing as the
// gallery's (FigureGraphic), captioned with its label and title; the caption's link opens it in the
// gallery at the end, where the reader steps through the figures, saves and downloads them.
import { useId } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { graphql, getFragmentData, type FragmentType } from '../../gql';
import { FigureGraphic } from '../../components/chart/FigureGraphic';
import { FIGURES_ANCHOR_ID } from './anchors';

export const InlineFigureFragment = graphql(`
  fragment InlineFigure_block on FigureBlock {
    figure {
      id
      label
      title
      ...FigureGraphic_figure
    }
  }
`);

interface InlineFigureProps {
  block: FragmentType<typeof InlineFigureFragment>;
  onShowFigure: (figureId: string) => void;
}

export function InlineFigure({ block, onShowFigure }: InlineFigureProps) {
  const { figure } = getFragmentData(InlineFigureFragment, block);
  const captionId = useId();
  const caption = `${figure.label}: ${figure.title}`;
  return (
    <Box component="figure" aria-labelledby={captionId} sx={{ mx: 0, mt: 0, mb: 3, p: 2, border: 1, borderColor: 'grey.300', borderRadius: 1 }}>
      <FigureGraphic figure={figure} />
      <Typography component="figcaption" sx={{ mt: 1, display: 'flex', flexWrap: 'wrap', gap: 2, justifyContent: 'space-between' }}>
        <span id={captionId}>{caption}</span>
        <Link href={`#${FIGURES_ANCHOR_ID}`} onClick={() => onShowFigure(figure.id)} aria-label={`Open in the gallery: ${figure.label}`}>
          Open in the gallery
        </Link>
      </Typography>
    </Box>
  );
}
