// A flex page's hero (spec 2 §3 "Flex page"): eyebrow, title (the page's only h1), description and
// its two buttons on the background picture under the page's colour wash. The picture is
// decorative; the wash keeps the white text readable wherever the picture is light.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { FlexHeroGradient } from '@portal/domain';
import { graphql, getFragmentData, type FragmentType } from '../../gql';
import { FlexButtonLink } from './FlexButtonLink';

export const FlexHeroFragment = graphql(`
  fragment FlexHero_page on FlexPage {
    eyebrow
    title
    description
    backgroundImage
    heroGradient
    primaryButton {
      ...FlexButtonLink_button
    }
    secondaryButton {
      ...FlexButtonLink_button
    }
  }
`);

/** The wash's solid colour; every one carries white text at WCAG AA contrast or better. */
export const HERO_COLOURS: Record<FlexHeroGradient, string> = { navy: '#0b2545', teal: '#0d4747', plum: '#4a1942' };

export function FlexHero(props: { page: FragmentType<typeof FlexHeroFragment> }) {
  const page = getFragmentData(FlexHeroFragment, props.page);
  const colour = HERO_COLOURS[page.heroGradient];
  return (
    <Box
      component="header"
      data-gradient={page.heroGradient}
      sx={{ position: 'relative', overflow: 'hidden', borderRadius: 1, mb: 3, color: 'common.white', bgcolor: colour }}
    >
      {page.backgroundImage && (
        <Box component="img" src={page.backgroundImage} alt="" sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' }} />
      )}
      <Box sx={{ position: 'relative', px: { xs: 3, md: 6 }, py: { xs: 4, md: 6 }, background: `linear-gradient(90deg, ${colour} 0%, ${colour} 55%, ${colour}99 100%)` }}>
        <Typography component="p" variant="overline" sx={{ fontWeight: 600 }}>
          {page.eyebrow}
        </Typography>
        <Typography variant="h1" sx={{ mb: 1.5, maxWidth: '24ch' }}>
          {page.title}
        </Typography>
        <Typography sx={{ fontSize: '1.15rem', mb: 3, maxWidth: '55ch' }}>{page.description}</Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
          <FlexButtonLink button={page.primaryButton} variant="primary" />
          {page.secondaryButton && <FlexButtonLink button={page.secondaryButton} variant="secondary" />}
        </Box>
      </Box>
    </Box>
  );
}
