// /favorites (spec 3 "Favorites, with a mobile filter modal"; "Favorites page state"): the signed-in
// reader's saved collection, filtered by topic and category and sorted, a page at a time with 'Show
// more'. The filters sit beside the list on wide screens and behind 'Filter' (a modal) on small ones.
import { useId } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useNavigate, useNavigation } from 'react-router';
import { DEFAULT_FAVORITES_SORT, type FavoritesFilters } from '@portal/domain';
import { usePagedQuery, type ListingQueryRef } from '../../app/paging/usePagedQuery';
import { graphql } from '../../gql';
import type { FavoritesPageQuery as FavoritesPageData, FavoritesPageQueryVariables } from '../../gql/graphql';
import { PageHeading } from '../../components/PageHeading';
import { ListingGrid } from '../listings/shared/ListingGrid';
import { FavoriteCard } from './FavoriteCard';
import { FavoritesFilterDialog } from './FavoritesFilterDialog';
import { FavoritesFilterFields, type FavoritesFilterOptions } from './FavoritesFilterFields';
import { favoritesHref, favoritesInput, favoritesKey, hasFilters } from './favoritesUrl';

export const FAVORITES_TITLE = 'Favorites';

export const FavoritesPageQuery = graphql(`
  query FavoritesPage($input: FavoritesInput) {
    viewer {
      id
      favorites(input: $input) {
        page
        totalPages
        itemsTotal
        savedTotal
        loadMore
        cards {
          id
          ...FavoriteCard_item
        }
        topicOptions {
          value
          label
          count
        }
        categoryOptions {
          value
          label
          count
        }
        sortOptions {
          value
          label
        }
      }
    }
  }
`);

export type FavoritesQueryRef = ListingQueryRef<FavoritesPageData, FavoritesPageQueryVariables>;
type Favorites = NonNullable<FavoritesPageData['viewer']>['favorites'];

function FavoritesList({ filters, queryRef, busy }: { filters: FavoritesFilters; queryRef: FavoritesQueryRef; busy: boolean }) {
  const list = usePagedQuery(queryRef, {
    select: (answer) => answer.viewer!.favorites,
    next: (latest) => ({ input: favoritesInput(filters, latest.page + 1) }),
    area: 'favorites',
  });
  const empty = hasFilters(filters) ? (
    <>
      No favorites match these filters.{' '}
      <Link component={RouterLink} to={favoritesHref({ topic: null, category: null, sort: filters.sort })}>
        Show all favorites
      </Link>
    </>
  ) : (
    <>
      You have not saved anything yet. Use Save on reports, webinars and search results to keep them here.{' '}
      <Link component={RouterLink} to="/allSearch">
        Search research
      </Link>
    </>
  );
  return <ListingGrid label="Saved items" list={list} keyOf={(card) => card.id} render={(card) => <FavoriteCard item={card} />} busy={busy} columns={1} empty={empty} />;
}

export function FavoritesPage({ filters, favorites, queryRef }: { filters: FavoritesFilters; favorites: Favorites; queryRef: FavoritesQueryRef }) {
  const navigate = useNavigate();
  const busy = useNavigation().state === 'loading';
  const filtersHeadingId = useId();
  const go = (next: FavoritesFilters) => void navigate(favoritesHref(next), { replace: true, preventScrollReset: true });
  const options: FavoritesFilterOptions = favorites;
  return (
    <Box>
      <PageHeading title={FAVORITES_TITLE} mb={1} />
      <Typography sx={{ mb: 3 }} color="text.secondary">
        {favorites.savedTotal === 1 ? '1 saved item' : `${favorites.savedTotal} saved items`}
      </Typography>
      <Box sx={{ display: { xs: 'flex', md: 'none' }, mb: 2, gap: 2, alignItems: 'center' }}>
        <FavoritesFilterDialog key={favoritesKey(filters)} filters={filters} options={options} onApply={go} />
      </Box>
      <Box sx={{ display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr', md: '260px 1fr' }, alignItems: 'start' }}>
        <Box component="aside" aria-labelledby={filtersHeadingId} sx={{ display: { xs: 'none', md: 'block' } }}>
          <Typography variant="h2" id={filtersHeadingId} sx={{ fontSize: '1.25rem', mb: 2 }}>
            Filters
          </Typography>
          <FavoritesFilterFields value={filters} options={options} onChange={go} />
          <Button
            variant="text"
            size="small"
            disabled={!hasFilters(filters) && filters.sort === DEFAULT_FAVORITES_SORT}
            onClick={() => go({ topic: null, category: null, sort: DEFAULT_FAVORITES_SORT })}
            sx={{ mt: 1 }}
          >
            Clear filters
          </Button>
        </Box>
        <Box sx={{ minWidth: 0 }}>
          <FavoritesList key={favoritesKey(filters)} filters={filters} queryRef={queryRef} busy={busy} />
        </Box>
      </Box>
    </Box>
  );
}

/** Logged out: the page says why it is empty and offers to log in (back here afterwards). */
export function FavoritesSignedOut({ loginTo }: { loginTo: string }) {
  return (
    <Box>
      <PageHeading title={FAVORITES_TITLE} />
      <Typography sx={{ mb: 2 }}>Log in to see the reports, webinars and other content you have saved.</Typography>
      <Button component={RouterLink} to={loginTo} reloadDocument variant="contained">
        Log in
      </Button>
    </Box>
  );
}

/** Spec 3 §8: a failed load is logged (by the route) and the loading cleared; the reader is told. */
export function FavoritesUnavailable() {
  return (
    <Box>
      <PageHeading title={FAVORITES_TITLE} />
      <Alert severity="error">Your favorites could not be loaded. Please try again later.</Alert>
    </Box>
  );
}
