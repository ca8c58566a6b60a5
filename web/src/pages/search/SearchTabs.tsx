// The result-type tabs of /allSearch (spec 2 §2). Each tab is a link to the same search on another
// tab, so it works as a link (new tab, back) and MUI gives the arrow-key tab navigation.
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { Link as RouterLink } from 'react-router';
import { VISIBLE_SEARCH_TABS, type SearchQuery } from '@portal/domain';
import { tabHref } from './searchUrl';

export function SearchTabs({ query }: { query: SearchQuery }) {
  // A tab accepted in the URL but not shown (playbooks, analytics, video) selects none.
  const selected = VISIBLE_SEARCH_TABS.some(({ tab }) => tab === query.activeTab) ? query.activeTab : false;
  return (
    <Tabs value={selected} aria-label="Result types" variant="scrollable" scrollButtons="auto" allowScrollButtonsMobile sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}>
      {VISIBLE_SEARCH_TABS.map(({ tab, label }) => (
        <Tab key={tab} value={tab} label={label} component={RouterLink} to={tabHref(query, tab)} />
      ))}
    </Tabs>
  );
}
