// The card grid every listing shares: a labelled list, busy while more is loading, with the
// 'Showing n of m' line, the empty state, the failure message and the 'Show more' button.
import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

export const SHOW_MORE_FAILED = 'More results could not be loaded. Please try again.';

/** A listing as usePagedQuery keeps it. */
export interface ShownListing<T> {
  cards: readonly T[];
  itemsTotal: number;
  loadMore: boolean;
  loading: boolean;
  failed: boolean;
  showMore: () => void;
}

export interface ListingGridProps<T> {
  label: string;
  list: ShownListing<T>;
  keyOf: (item: T) => string;
  render: (item: T) => ReactNode;
  empty: ReactNode;
  columns?: 1 | 3;
  /** A new listing is loading (another filter): the list is busy too. */
  busy?: boolean;
}

export function ListingGrid<T>({ label, list, keyOf, render, empty, columns = 3, busy = false }: ListingGridProps<T>) {
  const { cards: items, itemsTotal, loadMore, failed, showMore: onShowMore } = list;
  const loading = list.loading || busy;
  return (
    <Box>
      <Typography component="p" sx={{ fontWeight: 600, mb: 2 }} data-testid="listing-count">
        Showing {items.length} of {itemsTotal}
      </Typography>
      {items.length === 0 ? (
        <Alert severity="info" role="status">
          {empty}
        </Alert>
      ) : (
        <Box
          component="ul"
          aria-label={label}
          aria-busy={loading}
          sx={{
            listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2,
            gridTemplateColumns: columns === 1 ? '1fr' : { xs: '1fr', sm: '1fr 1fr', lg: '1fr 1fr 1fr' },
          }}
        >
          {items.map((item) => (
            <li key={keyOf(item)}>{render(item)}</li>
          ))}
        </Box>
      )}
      {failed && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {SHOW_MORE_FAILED}
        </Alert>
      )}
      {loadMore && (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
          <Button variant="outlined" onClick={onShowMore} loading={loading}>
            Show more
          </Button>
        </Box>
      )}
    </Box>
  );
}
