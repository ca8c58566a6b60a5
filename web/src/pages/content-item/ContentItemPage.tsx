// A blog post, podcast episode or tool (the cards of the search tabs Blogs, Podcasts and Tools):
// what it is, when, by whom, and its summary; authors link to their profiles.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatLongDate } from '@portal/domain';
import { graphql, getFragmentData, type FragmentType } from '../../gql';
import { SaveButton } from '../../components/save/SaveButton';
import { AnalystNameLinks } from '../../components/AnalystNameLinks';
import { contentTypeLabel } from '../search/contentTypeLabel';
import { DocumentMeta } from '../../app/DocumentMeta';

export const ContentItemPageFragment = graphql(`
  fragment ContentItemPage_item on ContentItem {
    contentType
    title
    summary
    publishedDate
    readTime
    category
    authors {
      id
      fullName
      path
    }
    ...SaveButton_content
  }
`);

/** 'Listen' for a podcast, 'read' for the rest. */
function durationText(contentType: string, minutes: number): string {
  return contentType === 'podcast' ? `${minutes} min listen` : `${minutes} min read`;
}

/** Spec 2 §4: of these, only tools and podcasts (audio) may be saved. */
const SAVABLE_ITEM_TYPES = new Set(['tool', 'podcast']);

export function ContentItemPage(props: { item: FragmentType<typeof ContentItemPageFragment> }) {
  const item = getFragmentData(ContentItemPageFragment, props.item);
  const details = [contentTypeLabel(item.contentType), item.category, item.readTime ? durationText(item.contentType, item.readTime) : null].filter(Boolean);
  return (
    <Box component="article" sx={{ maxWidth: '75ch' }}>
      <DocumentMeta title={item.title} />
      <Typography component="p" sx={{ textTransform: 'uppercase', fontWeight: 600, letterSpacing: 1, color: 'text.secondary' }}>
        {details.join(' · ')}
      </Typography>
      <Typography variant="h1" sx={{ my: 1 }}>
        {item.title}
      </Typography>
      <Typography component="p" color="text.secondary" sx={{ mb: 3 }}>
        <time dateTime={item.publishedDate}>{formatLongDate(item.publishedDate)}</time>
        {item.authors.length > 0 && (
          <>
            {' · By '}
            <AnalystNameLinks analysts={item.authors} />
          </>
        )}
      </Typography>
      <Typography component="p" sx={{ fontSize: '1.15rem' }}>
        {item.summary}
      </Typography>
      {SAVABLE_ITEM_TYPES.has(item.contentType) && (
        <Box sx={{ mt: 2 }}>
          <SaveButton content={item} title={item.title} />
        </Box>
      )}
    </Box>
  );
}
