// The my-account layout (spec 1 §2): for a signed-in user the avatar, full name, e-mail and
// account name above the tabs; logged out, only the Communications tab. The tab page renders
// beside the tabs at xl and up, under them below.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useQuery } from '@apollo/client/react';
import { Outlet } from 'react-router';
import { graphql } from '../../gql';
import { AccountAvatar } from './AccountAvatar';
import { AccountTabs } from './AccountTabs';
import { accountTabsFor } from './accountTabs';

export const AccountLayoutQuery = graphql(`
  query AccountLayout {
    viewer {
      id
      fullName
      email
      accountName
    }
  }
`);

export function AccountLayout() {
  // One user's data: always asked of the network (the cache shows it meanwhile).
  const { data, loading } = useQuery(AccountLayoutQuery, { fetchPolicy: 'cache-and-network' });
  const viewer = data?.viewer ?? null;
  const known = !loading || data !== undefined;
  return (
    <Box>
      {viewer && (
        <Box component="section" aria-label="Your account" sx={{ display: 'flex', gap: { xs: 2, sm: 3 }, alignItems: 'center', mb: 3 }}>
          <AccountAvatar fullName={viewer.fullName} />
          <Box sx={{ minWidth: 0 }}>
            <Typography component="p" variant="h2" data-testid="account-full-name">
              {viewer.fullName}
            </Typography>
            <Typography component="p" data-testid="account-email">
              {viewer.email}
            </Typography>
            {viewer.accountName && (
              <Typography component="p" color="text.secondary" data-testid="account-account-name">
                {viewer.accountName}
              </Typography>
            )}
          </Box>
        </Box>
      )}
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', xl: '260px minmax(0, 1fr)' }, alignItems: 'start' }}>
        {known ? <AccountTabs tabs={accountTabsFor(Boolean(viewer))} /> : <Box />}
        <Box sx={{ minWidth: 0 }}>
          <Outlet />
        </Box>
      </Box>
    </Box>
  );
}
