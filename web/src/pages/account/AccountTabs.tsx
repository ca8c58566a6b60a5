// The my-account tab bar: links styled as tabs, horizontal below the xl breakpoint and vertical at
// or above it (spec 1 §2). The server cannot know the screen's width, so the layout is CSS alone
// (a column from xl on, the selected tab's edge drawn by CSS in place of MUI's measured indicator):
// the server's HTML is drawn the way the app will draw it, and the bar never moves as the page
// hydrates. The media query in script only sets what CSS cannot: aria-orientation and whether the
// arrow keys go left-right or up-down.
import Tab from '@mui/material/Tab';
import Tabs, { tabsClasses } from '@mui/material/Tabs';
import { tabClasses } from '@mui/material/Tab';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { Link as RouterLink, useLocation } from 'react-router';
import { activeTabPath, type AccountTab } from './accountTabs';

const SELECTED_EDGE = 2;

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
        slotProps={{ indicator: { style: { display: 'none' } } }}
        sx={{
          borderColor: 'divider',
          borderBottomWidth: { xs: 1, xl: 0 },
          borderRightWidth: { xs: 0, xl: 1 },
          borderStyle: 'solid',
          borderTopWidth: 0,
          borderLeftWidth: 0,
          flexDirection: { xs: 'row', xl: 'column' },
          [`& .${tabsClasses.list}`]: { flexDirection: { xs: 'row', xl: 'column' } },
          [`& .${tabClasses.root}`]: { alignItems: { xl: 'flex-start' }, textAlign: { xl: 'left' } },
          [`& .${tabClasses.selected}`]: {
            boxShadow: {
              xs: `inset 0 -${SELECTED_EDGE}px 0 ${theme.palette.primary.main}`,
              xl: `inset -${SELECTED_EDGE}px 0 0 ${theme.palette.primary.main}`,
            },
          },
        }}
      >
        {tabs.map((tab) => (
          <Tab key={tab.path} label={tab.label} value={tab.path} component={RouterLink} to={tab.path} aria-current={tab.path === active ? 'page' : undefined} />
        ))}
      </Tabs>
    </nav>
  );
}
