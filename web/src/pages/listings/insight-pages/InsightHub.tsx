// The hub of planning guides or predictions: every page as a card, grouped by edition year,
// newest first. A lock marks the pages only signed-in users may open.
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { graphql, getFragmentData, type FragmentType } from '../../../gql';
import { PageHeading } from '../../../components/PageHeading';

export const InsightCardFragment = graphql(`
  fragment InsightCard_page on InsightPageCard {
    id
    path
    title
    summary
    year
    functionName
    restricted
  }
`);

export function InsightHub({ title, intro, pages }: { title: string; intro: string; pages: readonly FragmentType<typeof InsightCardFragment>[] }) {
  const cards = pages.map((page) => getFragmentData(InsightCardFragment, page));
  const years = [...new Set(cards.map((card) => card.year))];
  return (
    <Box>
      <PageHeading title={title} mb={1} />
      <Typography sx={{ mb: 3, maxWidth: '60ch' }}>{intro}</Typography>
      {cards.length === 0 && <Typography role="status">Nothing is published here yet.</Typography>}
      {years.map((year) => (
        <Box component="section" key={year} aria-labelledby={`edition-${year}`} sx={{ mb: 4 }}>
          <Typography id={`edition-${year}`} variant="h2" sx={{ fontSize: '1.5rem', mb: 2 }}>
            {year}
          </Typography>
          <Box
            component="ul"
            aria-label={`${title} ${year}`}
            sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: '1fr 1fr 1fr' } }}
          >
            {cards
              .filter((card) => card.year === year)
              .map((card) => (
                <li key={card.id}>
                  <Card variant="outlined" component="article" sx={{ height: '100%' }}>
                    <CardContent>
                      <Typography component="p" variant="overline" sx={{ color: 'text.secondary', lineHeight: 1.5 }}>
                        {card.functionName}
                        {card.restricted && ' · Clients only'}
                      </Typography>
                      <Typography variant="h3" sx={{ fontSize: '1.1rem', mb: 1 }}>
                        <Link component={RouterLink} to={card.path}>
                          {card.title}
                        </Link>
                      </Typography>
                      <Typography variant="body2">{card.summary}</Typography>
                    </CardContent>
                  </Card>
                </li>
              ))}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
