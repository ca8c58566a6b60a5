// Route module for /playbook/:slug?/:id (spec 1 §2): a playbook's page, so playbook cards (the
// listing's and the search's) land on it. A GraphQL error (404, malformed id) rejects the loader
// and the route's error page shows its status.
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { PLAYBOOKS_BASE_PATH, formatLongDate, playbookTabById } from '@portal/domain';
import { graphql } from '../../../gql';
import { idPageLoader, useLoadedQuery } from '../../../app/pageLoaders';
import { NotFoundPage } from '../../error/NotFoundPage';
import { DocumentMeta } from '../../../app/DocumentMeta';

export const PlaybookPageQuery = graphql(`
  query PlaybookPage($id: ID!) {
    playbook(id: $id) {
      id
      playbookTitle
      playbookDescription
      playbookImage
      legacyPlaybookImage
      eyebrow
      date
      category
      readTime
      topics
      authors {
        id
        fullName
        path
      }
      chapters {
        id
        title
        summary
      }
    }
  }
`);

export const loader = idPageLoader(PlaybookPageQuery);

export function Component() {
  const { data } = useLoadedQuery<typeof loader>();
  const playbook = data.playbook;
  if (!playbook) return <NotFoundPage />;
  const tab = playbookTabById(playbook.category);
  const image = playbook.playbookImage || playbook.legacyPlaybookImage;
  return (
    <Box component="article">
      <DocumentMeta title={playbook.playbookTitle} />
      <Breadcrumbs aria-label="Breadcrumb" sx={{ mb: 2 }}>
        <Link component={RouterLink} to={`${PLAYBOOKS_BASE_PATH}/${tab?.slug ?? 'imperative-playbooks'}`}>
          Playbooks
        </Link>
        {tab && (
          <Link component={RouterLink} to={`${PLAYBOOKS_BASE_PATH}/${tab.slug}`}>
            {tab.label}
          </Link>
        )}
      </Breadcrumbs>
      <Typography component="p" variant="overline" sx={{ color: 'text.secondary' }}>
        {playbook.eyebrow}
      </Typography>
      <Typography variant="h1" sx={{ mb: 1 }}>
        {playbook.playbookTitle}
      </Typography>
      <Typography component="p" sx={{ color: 'text.secondary', mb: 2 }}>
        <time dateTime={playbook.date}>{formatLongDate(playbook.date)}</time> · {playbook.readTime} min read
        {playbook.authors.length > 0 && ' · '}
        {playbook.authors.map((author, i) => (
          <span key={author.id}>
            {i > 0 && ', '}
            {author.path ? (
              <Link component={RouterLink} to={author.path}>
                {author.fullName}
              </Link>
            ) : (
              author.fullName
            )}
          </span>
        ))}
      </Typography>
      {image && <Box component="img" src={image} alt="" sx={{ width: '100%', maxWidth: 640, display: 'block', mb: 3, borderRadius: 1 }} />}
      <Typography sx={{ mb: 3, maxWidth: '70ch' }}>{playbook.playbookDescription}</Typography>
      <Box component="ul" aria-label="Topics" sx={{ listStyle: 'none', p: 0, m: 0, mb: 3, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {playbook.topics.map((topic) => (
          <li key={topic}>
            <Chip label={topic} variant="outlined" />
          </li>
        ))}
      </Box>
      <Typography variant="h2" sx={{ fontSize: '1.5rem', mb: 2 }}>
        Chapters
      </Typography>
      <Box component="ol" sx={{ pl: 3 }}>
        {playbook.chapters.map((chapter) => (
          <li key={chapter.id}>
            <Typography variant="h3" sx={{ fontSize: '1.15rem', mt: 2, mb: 0.5 }}>
              {chapter.title}
            </Typography>
            <Typography>{chapter.summary}</Typography>
          </li>
        ))}
      </Box>
    </Box>
  );
}
