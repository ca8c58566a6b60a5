// A themed listing /insights/{slug} (spec 3 §2, §9): eyebrow, title, description, a breadcrumb on
// the first five themes, the first 12 results and 3 more per 'Show more'.
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useApolloClient } from '@apollo/client/react';
import { pageTitle, type ThemedListing } from '@portal/domain';
import { graphql } from '../../../gql';
import type { ThemedListingPageQuery as ThemedListingPageData } from '../../../gql/graphql';
import { SearchResultCard } from '../../search/SearchResultCard';
import { ListingGrid } from '../shared/ListingGrid';
import { useShowMore } from '../shared/useShowMore';

export const ThemedListingPageQuery = graphql(`
  query ThemedListingPage($input: ThemedListingInput!) {
    themedListing(input: $input) {
      slug
      step
      itemsTotal
      loadMore
      cards {
        contentId
        ...SearchResultCard_card
      }
    }
  }
`);

type Results = ThemedListingPageData['themedListing'];

export function ThemedListingHero({ theme }: { theme: ThemedListing }) {
  return (
    <>
      <title>{pageTitle(theme.title)}</title>
      {theme.breadcrumb && (
        <Breadcrumbs aria-label="Breadcrumb" sx={{ mb: 2 }}>
          <Link component={RouterLink} to="/myhome">
            Home
          </Link>
          <Link component={RouterLink} to="/insights/latest-research">
            Insights
          </Link>
          <Typography aria-current="page">{theme.title}</Typography>
        </Breadcrumbs>
      )}
      <Typography component="p" variant="overline" sx={{ color: 'text.secondary' }}>
        {theme.eyebrow}
      </Typography>
      <Typography variant="h1" sx={{ mb: 1 }}>
        {theme.title}
      </Typography>
      <Typography sx={{ mb: 3, maxWidth: '70ch' }}>{theme.description}</Typography>
    </>
  );
}

export function ThemedListingPage({ theme, results }: { theme: ThemedListing; results: Results }) {
  const client = useApolloClient();
  const list = useShowMore(
    results,
    async (latest) => {
      const { data } = await client.query({ query: ThemedListingPageQuery, variables: { input: { slug: theme.slug, step: latest.step + 1 } }, fetchPolicy: 'network-only' });
      if (!data) throw new Error('No results in the answer');
      return data.themedListing;
    },
    'themed listing',
  );
  return (
    <Box>
      <ThemedListingHero theme={theme} />
      <ListingGrid
        label={theme.title}
        columns={1}
        items={list.cards}
        itemsTotal={list.itemsTotal}
        keyOf={(card) => card.contentId}
        render={(card) => <SearchResultCard card={card} />}
        loadMore={list.loadMore}
        loading={list.loading}
        failed={list.failed}
        onShowMore={list.showMore}
        empty="Nothing is listed under this theme yet."
      />
    </Box>
  );
}
