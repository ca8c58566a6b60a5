// One technology or category of the catalogue: its title, type, badges and definition.
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { graphql, getFragmentData, type FragmentType } from '../../gql';
import { TechnologyBadges } from './TechnologyBadges';

export const TechnologyCardFragment = graphql(`
  fragment TechnologyCard_technology on Technology {
    id
    title
    path
    technologyType
    technologyDefinition
    categoryDefinition
    categoryTitle
    ...TechnologyBadges_technology
  }
`);

export function TechnologyCard(props: { technology: FragmentType<typeof TechnologyCardFragment>; headingLevel?: 'h2' | 'h3' }) {
  const technology = getFragmentData(TechnologyCardFragment, props.technology);
  const isCategory = technology.technologyType === 'Category';
  return (
    <Card variant="outlined" component="article" data-testid="technology-card" sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="overline" component="p" color="text.secondary">
          {isCategory ? 'Category' : `Technology · ${technology.categoryTitle}`}
        </Typography>
        <Typography variant="h3" component={props.headingLevel ?? 'h2'} sx={{ fontSize: '1.1rem', mb: 1 }}>
          <Link component={RouterLink} to={technology.path}>
            {technology.title}
          </Link>
        </Typography>
        <Box sx={{ mb: 1 }}>
          <TechnologyBadges technology={technology} />
        </Box>
        <Typography variant="body2" color="text.secondary">
          {technology.technologyDefinition ?? technology.categoryDefinition}
        </Typography>
      </CardContent>
    </Card>
  );
}

