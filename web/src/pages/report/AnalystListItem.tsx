// One author or contributor. An inactive analyst shows the name only: no link, no title and no
// follow button (spec 1 §4 "Content access"); an active one may show the follow button.
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { graphql, getFragmentData, type FragmentType } from '../../gql';
import { CachedFollowButton } from './reader/CachedFollowButton';

export const AnalystListItemFragment = graphql(`
  fragment AnalystListItem_analyst on Analyst {
    id
    fullName
    title
    path
    active
  }
`);

export function AnalystListItem(props: { analyst: FragmentType<typeof AnalystListItemFragment>; followable?: boolean }) {
  const analyst = getFragmentData(AnalystListItemFragment, props.analyst);
  if (!analyst.active || !analyst.path) return <li>{analyst.fullName}</li>;
  return (
    <Box component="li" sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', justifyContent: 'space-between' }}>
      <div>
        <Link component={RouterLink} to={analyst.path} sx={{ fontWeight: 600 }}>
          {analyst.fullName}
        </Link>
        {analyst.title && (
          <Typography variant="body2" color="text.secondary">
            {analyst.title}
          </Typography>
        )}
      </div>
      {props.followable && <CachedFollowButton id={analyst.id} />}
    </Box>
  );
}
