// A flex page's nav entries (spec 2 §3: id, slug, title): the other flex pages, as a navigation
// landmark of its own after the body.
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { graphql, getFragmentData, type FragmentType } from '../../gql';

export const FlexNavFragment = graphql(`
  fragment FlexNav_page on FlexPage {
    navEntries {
      id
      title
      path
    }
  }
`);

export const FLEX_NAV_LABEL = 'More topics';

export function FlexNav(props: { page: FragmentType<typeof FlexNavFragment> }) {
  const { navEntries } = getFragmentData(FlexNavFragment, props.page);
  if (navEntries.length === 0) return null;
  return (
    <Box component="nav" aria-labelledby="flex-nav-title" sx={{ borderTop: 1, borderColor: 'divider', pt: 3 }}>
      <Typography id="flex-nav-title" variant="h2" sx={{ fontSize: '1.25rem', mb: 1.5 }}>
        {FLEX_NAV_LABEL}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 3 }}>
        {navEntries.map((entry) => (
          <li key={entry.id}>
            <Link component={RouterLink} to={entry.path}>
              {entry.title}
            </Link>
          </li>
        ))}
      </Box>
    </Box>
  );
}
