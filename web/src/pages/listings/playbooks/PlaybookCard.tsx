// A playbook card (spec 3 §3 "Playbook card"): cover image, eyebrow, title linking to the
// playbook, description and date.
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardMedia from '@mui/material/CardMedia';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { formatLongDate } from '@portal/domain';
import { graphql, getFragmentData, type FragmentType } from '../../../gql';

export const PlaybookCardFragment = graphql(`
  fragment PlaybookCard_playbook on Playbook {
    id
    playbookTitle
    playbookDescription
    playbookImage
    legacyPlaybookImage
    eyebrow
    date
    url
  }
`);

export function PlaybookCard(props: { playbook: FragmentType<typeof PlaybookCardFragment> }) {
  const playbook = getFragmentData(PlaybookCardFragment, props.playbook);
  const image = playbook.playbookImage || playbook.legacyPlaybookImage;
  return (
    <Card variant="outlined" component="article" data-testid="playbook-card" sx={{ height: '100%' }}>
      {/* Decorative: the title below says what the cover shows. */}
      {image && <CardMedia component="img" image={image} alt="" sx={{ aspectRatio: '16 / 9' }} />}
      <CardContent>
        <Typography component="p" variant="overline" sx={{ color: 'text.secondary', lineHeight: 1.5 }}>
          {playbook.eyebrow}
        </Typography>
        <Typography variant="h3" component="h2" sx={{ fontSize: '1.1rem', mb: 1 }}>
          <Link component={RouterLink} to={playbook.url}>
            {playbook.playbookTitle}
          </Link>
        </Typography>
        <Typography variant="body2" sx={{ mb: 1 }}>
          {playbook.playbookDescription}
        </Typography>
        <Typography variant="body2" component="p" sx={{ color: 'text.secondary' }}>
          <time dateTime={playbook.date}>{formatLongDate(playbook.date)}</time>
        </Typography>
      </CardContent>
    </Card>
  );
}
