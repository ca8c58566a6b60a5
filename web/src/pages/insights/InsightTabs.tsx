// The tab bar of an insights listing: links, so each tab has its own URL and back returns to it;
// MUI's tablist moves between them with the arrow keys.
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { Link as RouterLink } from 'react-router';

export interface InsightTab {
  id: string;
  label: string;
  href: string;
}

export function InsightTabs({ tabs, current, label }: { tabs: readonly InsightTab[]; current: string; label: string }) {
  return (
    <Tabs
      value={current}
      aria-label={label}
      variant="scrollable"
      scrollButtons={false}
      sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}
    >
      {tabs.map((tab) => (
        <Tab key={tab.id} value={tab.id} label={tab.label} component={RouterLink} to={tab.href} />
      ))}
    </Tabs>
  );
}
