// The body of a filtered, paged list (the analyst directory, the search results): the filter panel
// beside the results. Results change without a page load, so the new count is announced; while the
// next page loads the shown results are stale: say so (aria-busy), and dim them.
import { useEffect, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import { useNavigation } from 'react-router';
import { useAnnounce } from '../a11y/announce';

export function FilteredResults({ countText, filters, children }: { countText: string; filters: ReactNode; children: ReactNode }) {
  const announce = useAnnounce();
  const busy = useNavigation().state === 'loading';
  useEffect(() => {
    announce(countText, 'polite');
  }, [announce, countText]);
  return (
    <Box sx={{ display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr', md: '260px 1fr' }, alignItems: 'start' }}>
      {filters}
      <Box aria-busy={busy} sx={{ minWidth: 0, opacity: busy ? 0.6 : 1, transition: 'opacity 150ms' }}>
        {children}
      </Box>
    </Box>
  );
}
