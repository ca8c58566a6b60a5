// Upcoming / On-demand (spec 3 §2): links, so each tab has its own URL and back returns to it.
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { Link as RouterLink } from 'react-router';
import { listingHref, WEBINAR_TABS, type WebinarListing } from './webinarListings';

export function WebinarTabs({ listing }: { listing: WebinarListing }) {
  return (
    <Tabs value={listing.tab} aria-label="Listing" sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}>
      {WEBINAR_TABS.map(({ tab, label }) => (
        <Tab key={tab} value={tab} label={label} component={RouterLink} to={listingHref({ kind: listing.kind, tab })} />
      ))}
    </Tabs>
  );
}
