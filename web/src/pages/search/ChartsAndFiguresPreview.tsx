// The All tab's charts and figures preview (spec 2 §4, §9: 2, page 1 only), with a link to the
// Charts & Figures tab for the rest. search-graph sends none on other tabs and pages.
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import type { SearchQuery } from '@portal/domain';
import { graphql, getFragmentData, type FragmentType } from '../../gql';
import { tabHref } from './searchUrl';

export const ChartsAndFiguresPreviewFragment = graphql(`
  fragment ChartsAndFiguresPreview_results on SearchResults {
    chartsAndFigures {
      contentId
      title
      path
      figure {
        id
        label
        title
      }
    }
  }
`);

export const CHARTS_AND_FIGURES_HEADING = 'Charts & Figures';

export function ChartsAndFiguresPreview(props: { results: FragmentType<typeof ChartsAndFiguresPreviewFragment>; query: SearchQuery }) {
  const { chartsAndFigures } = getFragmentData(ChartsAndFiguresPreviewFragment, props.results);
  const headingId = useId();
  if (chartsAndFigures.length === 0) return null;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 3 }}>
      <Typography variant="h2" id={headingId} sx={{ fontSize: '1.1rem', mb: 1 }}>
        {CHARTS_AND_FIGURES_HEADING}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {chartsAndFigures.map((card) => (
          <Box component="li" key={card.contentId} sx={{ p: 1.5, border: 1, borderColor: 'grey.300', borderRadius: 1 }}>
            {card.figure && (
              <Typography variant="body2" color="text.secondary">
                {card.figure.label}
              </Typography>
            )}
            <Link component={RouterLink} to={card.path} sx={{ fontWeight: 600 }}>
              {card.figure?.title ?? card.title}
            </Link>
          </Box>
        ))}
      </Box>
      <Link component={RouterLink} to={tabHref(props.query, 'chartsAndFigures')} sx={{ display: 'inline-block', mt: 1 }}>
        See all charts and figures
      </Link>
    </Box>
  );
}
