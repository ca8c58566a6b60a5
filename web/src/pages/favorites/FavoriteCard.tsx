// One saved item on the favorites page: its type, title (to where it is read), dates, summary and
// its save toggle. Unsaved here, it stays listed until the page is left, so a slip is one click.
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { formatLongDate } from '@portal/domain';
import { graphql, getFragmentData, type FragmentType } from '../../gql';
import { SaveButton } from '../../components/save/SaveButton';

export const FavoriteCardFragment = graphql(`
  fragment FavoriteCard_item on FavoriteItem {
    id
    contentTypeLabel
    title
    summary
    path
    publishedDate
    savedAt
    content {
      ...SaveButton_content
    }
  }
`);

export function FavoriteCard(props: { item: FragmentType<typeof FavoriteCardFragment> }) {
  const item = getFragmentData(FavoriteCardFragment, props.item);
  return (
    <Box component="article" sx={{ py: 2, borderBottom: 1, borderColor: 'grey.300' }}>
      <Typography variant="overline" component="p" color="text.secondary" sx={{ fontWeight: 600, lineHeight: 1.6 }}>
        {item.contentTypeLabel}
      </Typography>
      <Typography variant="h3" component="h2" sx={{ fontSize: '1.2rem', mb: 0.5 }}>
        <Link component={RouterLink} to={item.path}>
          {item.title}
        </Link>
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Published <time dateTime={item.publishedDate}>{formatLongDate(item.publishedDate)}</time>
        {' · '}
        Saved <time dateTime={item.savedAt}>{formatLongDate(item.savedAt.slice(0, 10))}</time>
      </Typography>
      <Typography sx={{ mb: 1 }}>{item.summary}</Typography>
      <SaveButton content={item.content} title={item.title} />
    </Box>
  );
}
