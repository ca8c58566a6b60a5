// A themed listing /insights/{slug} (spec 3 §2, §9): eyebrow, title, description, a breadcrumb on
// the first five themes, the first 12 results and 3 more per 'Show more'.
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { type ThemedListing } from '@portal/domain';
import { usePagedQuery, type ListingQueryRef } from '../../../app/paging/usePagedQuery';
import { graphql } from '../../../gql';
import type { ThemedListingPageQuery as ThemedListingPageData, ThemedListingPageQueryVariables } from '../../../gql/graphql';
import { SearchResultCard } from '../../search/SearchResultCard';
import { ListingGrid } from '../shared/ListingGrid';
import { DocumentMeta } from '../../../app/DocumentMeta';

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

/** Step 0 is the first 12; each later step the next 3. */
export const themedListingVariables = (theme: ThemedListing, step = 0): ThemedListingPageQueryVariables => ({ input: { slug: theme.slug, step } });

export function ThemedListingHero({ theme }: { theme: ThemedListing }) {
  return (
    <>
      <DocumentMeta title={theme.title} />
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

interface ThemedListingPageProps {
  theme: ThemedListing;
  queryRef: ListingQueryRef<ThemedListingPageData, ThemedListingPageQueryVariables>;
}

export function ThemedListingPage({ theme, queryRef }: ThemedListingPageProps) {
  const list = usePagedQuery(queryRef, {
    select: (answer) => answer.themedListing,
    next: (latest) => themedListingVariables(theme, latest.step + 1),
    area: 'themed listing',
  });
  return (
    <Box>
      <ThemedListingHero theme={theme} />
      <ListingGrid
        label={theme.title}
        columns={1}
        list={list}
        keyOf={(card) => card.contentId}
        render={(card) => <SearchResultCard card={card} />}
        empty="Nothing is listed under this theme yet."
      />
    </Box>
  );
}
