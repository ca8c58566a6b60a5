// The cards of an insights listing with its states: busy while a first page loads (aria-busy and a
// labelled progress), an empty state said in a status region, the count, and 'Show more'.
import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { FragmentType } from '../../gql';
import type { ShownListing } from '../listings/shared/ListingGrid';
import { SearchResultCard, SearchResultCardFragment } from '../search/SearchResultCard';

export const SHOW_MORE_FAILED = 'More results could not be loaded. Please try again.';
export const NOTHING_LISTED = 'Nothing is listed here yet.';

export type ListedCard = { contentId: string } & FragmentType<typeof SearchResultCardFragment>;

/** The list's props from a listing usePagedQuery keeps. */
export function pagedCardListProps(list: ShownListing<ListedCard>) {
  return { cards: list.cards, itemsTotal: list.itemsTotal, loadMore: list.loadMore, loadingMore: list.loading, failed: list.failed, onShowMore: list.showMore };
}

interface InsightCardListProps {
  /** The list's accessible name. */
  label: string;
  cards: readonly ListedCard[];
  itemsTotal: number;
  /** A first page is loading: the list is cleared and busy. */
  busy?: boolean;
  loadMore: boolean;
  loadingMore?: boolean;
  failed?: boolean;
  /** What a failure says; by default that more could not be loaded. */
  failedMessage?: string;
  onShowMore?: () => void;
  moreLabel?: string;
  empty?: ReactNode;
  headingLevel?: 'h2' | 'h3';
}

export function InsightCardList({
  label, cards, itemsTotal, busy = false, loadMore, loadingMore = false, failed = false, failedMessage = SHOW_MORE_FAILED, onShowMore, moreLabel = 'Show more', empty, headingLevel,
}: InsightCardListProps) {
  return (
    <Box aria-busy={busy || loadingMore}>
      {busy ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
          <CircularProgress aria-label={`Loading ${label}`} />
        </Box>
      ) : (
        <>
          <Typography component="p" sx={{ fontWeight: 600, mb: 1 }}>
            Showing {cards.length} of {itemsTotal}
          </Typography>
          {cards.length === 0 ? (
            <Alert severity="info" role="status">
              {empty ?? NOTHING_LISTED}
            </Alert>
          ) : (
            <Box component="ul" aria-label={label} sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {cards.map((card) => (
                <li key={card.contentId}>
                  <SearchResultCard card={card} headingLevel={headingLevel} />
                </li>
              ))}
            </Box>
          )}
        </>
      )}
      {failed && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {failedMessage}
        </Alert>
      )}
      {!busy && loadMore && onShowMore && (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
          <Button variant="outlined" onClick={onShowMore} loading={loadingMore}>
            {moreLabel}
          </Button>
        </Box>
      )}
    </Box>
  );
}
