// The my-account tab bar: links styled as tabs, horizontal below the xl breakpoint and vertical at
// or above it (spec 1 §2).
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { Link as RouterLink, useLocation } from 'react-router';
import { activeTabPath, type AccountTab } from './accountTabs';

export function AccountTabs({ tabs }: { tabs: AccountTab[] }) {
  const theme = useTheme();
  const vertical = useMediaQuery(theme.breakpoints.up('xl'));
  const { pathname } = useLocation();
  const active = activeTabPath(tabs, pathname);
  return (
    <nav aria-label="My account">
      <Tabs
        value={active}
        orientation={vertical ? 'vertical' : 'horizontal'}
        variant="scrollable"
        scrollButtons={false}
        data-orientation={vertical ? 'vertical' : 'horizontal'}
        sx={vertical ? { borderRight: 1, borderColor: 'divider' } : { borderBottom: 1, borderColor: 'divider' }}
      >
        {tabs.map((tab) => (
          <Tab
            key={tab.path}
            label={tab.label}
            value={tab.path}
            component={RouterLink}
            to={tab.path}
            aria-current={tab.path === active ? 'page' : undefined}
            sx={vertical ? { alignItems: 'flex-start', textAlign: 'left' } : undefined}
          />
        ))}
      </Tabs>
    </nav>
  );
}
