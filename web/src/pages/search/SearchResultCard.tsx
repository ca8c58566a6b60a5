// One search result: type, title linking to the content, date, summary and (for reports) authors;
// webinars say when they run and who hosts them; a signed-in reader sees when they last opened it;
// research the reader is not entitled to is marked locked, unless the page's layout hides access
// flags (the 'no-access-flags' variant, layout/accessFlags.tsx).
// Content the reader may buy has its price and an "Add to cart" button.
// Report cards take title, path and authors from content-graph's Report; the search hit's own
// fields are the fallback for content that has no entity yet.
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { formatLongDate, RESEARCH_NOT_ACCESSIBLE_MESSAGE } from '@portal/domain';
import { graphql, getFragmentData, type FragmentType } from '../../gql';
import { useShowAccessFlags } from '../../layout/accessFlags';
import { SaveButton } from '../../components/save/SaveButton';
import { contentTypeLabel } from './contentTypeLabel';
import { WebinarCardDetails } from './WebinarCardDetails';
import { AddToCartButton } from '../cart/AddToCartButton';

export const SearchResultCardFragment = graphql(`
  fragment SearchResultCard_card on SearchCard {
    contentId
    contentType
    title
    summary
    publishedDate
    ipType
    path
    lastViewed
    hasAccess
    report {
      id
      title
      path
      authors {
        id
        fullName
      }
      ...SaveButton_content
    }
    figure {
      id
      label
      title
      ...SaveButton_content
    }
    webinar {
      id
      ...WebinarCardDetails_webinar
      ...SaveButton_content
    }
    sale {
      contentId
      purchase {
        ...AddToCartButton_purchase
      }
    }
    content {
      id
      authors {
        id
        fullName
      }
      ...SaveButton_content
    }
  }
`);

/** The search types of content items that may be saved: tools, and podcasts (audio). */
const SAVABLE_CARD_TYPES = new Set(['tool', 'podcast', 'video']);

/** headingLevel: h2 in a plain list; h3 under a section's own h2 (the market insights landing). */
export function SearchResultCard(props: { card: FragmentType<typeof SearchResultCardFragment>; headingLevel?: 'h2' | 'h3' }) {
  const card = getFragmentData(SearchResultCardFragment, props.card);
  const showAccessFlags = useShowAccessFlags();
  const title = card.report?.title ?? card.title;
  const path = card.report?.path ?? card.path;
  // Reports, and surveys, playbooks, blogs, podcasts and tools, name their authors.
  const authors = card.report?.authors ?? card.content?.authors ?? [];
  const type = [contentTypeLabel(card.contentType), card.ipType].filter(Boolean).join(' · ');
  // Spec 2 §4: reports, figures, webinars, peer discussions, tools and podcasts may be saved.
  const savable = card.report ?? card.figure ?? card.webinar ?? (card.content && SAVABLE_CARD_TYPES.has(card.contentType) ? card.content : null);
  return (
    <Box component="article" sx={{ py: 2, borderBottom: 1, borderColor: 'grey.300' }}>
      <Typography variant="overline" component="p" color="text.secondary" sx={{ fontWeight: 600, lineHeight: 1.6 }}>
        {type}
      </Typography>
      <Typography variant="h3" component={props.headingLevel ?? 'h2'} sx={{ fontSize: '1.2rem', mb: 0.5 }}>
        <Link component={RouterLink} to={path}>
          {title}
        </Link>
      </Typography>
      {showAccessFlags && !card.hasAccess && (
        // Spec 1 §4: the hasAccess flag decides; research beyond the caller's subscription shows
        // locked (its page answers with the no-access page).
        <Chip icon={<LockOutlinedIcon />} label="Locked" size="small" title={RESEARCH_NOT_ACCESSIBLE_MESSAGE} sx={{ mb: 0.5 }} />
      )}
      {card.figure && (
        <Typography variant="body2" color="text.secondary">
          {card.figure.label}
        </Typography>
      )}
      {card.webinar ? (
        // A webinar's date is when it runs, so it says the time too (and who hosts it).
        <Box sx={{ mb: 1 }}>
          <WebinarCardDetails webinar={card.webinar} />
        </Box>
      ) : (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          <time dateTime={card.publishedDate}>{formatLongDate(card.publishedDate)}</time>
        </Typography>
      )}
      {card.lastViewed && (
        // Only ever set for the signed-in reader's own views (spec 2 §3).
        <Typography variant="caption" component="p" color="text.secondary" sx={{ mb: 0.5 }}>
          {card.lastViewed}
        </Typography>
      )}
      <Typography sx={{ mb: authors.length > 0 ? 1 : 0 }}>{card.summary}</Typography>
      {authors.length > 0 && (
        <Typography variant="body2" color="text.secondary">
          By {authors.map((author) => author.fullName).join(', ')}
        </Typography>
      )}
      {card.sale?.purchase && (
        // Content the reader may buy (not theirs by subscription, not free), locked research included:
        // commerce-graph's ContentSale, by the card's content id.
        <Box sx={{ mt: 1 }}>
          <AddToCartButton purchase={card.sale.purchase} title={title} size="small" />
        </Box>
      )}
      {savable && (
        <Box sx={{ mt: 1 }}>
          <SaveButton content={savable} title={title} />
        </Box>
      )}
    </Box>
  );
}
