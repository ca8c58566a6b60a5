// Tabs that are links (spec 3 §2: a tab is selected by the last path segment), so each tab has its
// own URL, back returns to it, and the keyboard moves between them as between links.
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { Link as RouterLink } from 'react-router';

export interface LinkTab {
  value: string;
  label: string;
  href: string;
}

export function LinkTabs({ label, value, tabs }: { label: string; value: string; tabs: readonly LinkTab[] }) {
  return (
    <Tabs value={value} aria-label={label} variant="scrollable" allowScrollButtonsMobile sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}>
      {tabs.map((tab) => (
        <Tab key={tab.value} value={tab.value} label={tab.label} component={RouterLink} to={tab.href} />
      ))}
    </Tabs>
  );
}
