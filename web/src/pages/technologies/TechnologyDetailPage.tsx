// A technology or category page (spec 3 §2, §4): the overview (definitions, latest Wave and
// Landscape), Related Research (only when there is some) and Related Technologies (only when
// there are cards; 'Show more' adds 3). Tabs are links selected by the last path segment.
import { useState } from 'react';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useNavigation } from 'react-router';
import { RELATED_TECHNOLOGIES_STEP, TECHNOLOGY_ROUTE_BASE, formatLongDate } from '@portal/domain';
import { graphql } from '../../gql';
import type { TechnologyPageQuery as TechnologyPageData } from '../../gql/graphql';
import { CATALOGUE_TITLE } from './TechnologyCataloguePage';
import { TechnologyBadges } from './TechnologyBadges';
import { TechnologyCard } from './TechnologyCard';
import { technologyTabs, type TechnologyTabId } from './technologyPath';
import { DocumentMeta } from '../../app/DocumentMeta';

export const TechnologyPageQuery = graphql(`
  query TechnologyPage($id: ID!) {
    technology(id: $id) {
      id
      title
      path
      technologyType
      technologyDefinition
      categoryDefinition
      categoryTitle
      category {
        id
        title
        path
      }
      latestWave {
        quarterBadgeDetail
        publishedDate
      }
      latestLandscape {
        quarter
        publishedDate
      }
      ...TechnologyBadges_technology
      relatedResearch {
        id
        title
        path
        ipType
        publishedDate
        summary
      }
      relatedTechnologies {
        id
        ...TechnologyCard_technology
      }
    }
  }
`);

type Technology = NonNullable<TechnologyPageData['technology']>;

function Overview({ technology }: { technology: Technology }) {
  const isCategory = technology.technologyType === 'Category';
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      {technology.technologyDefinition && (
        <section aria-labelledby="technology-definition">
          <Typography id="technology-definition" variant="h5" component="h2" sx={{ mb: 1 }}>
            Technology definition
          </Typography>
          <Typography>{technology.technologyDefinition}</Typography>
        </section>
      )}
      <section aria-labelledby="category-definition">
        <Typography id="category-definition" variant="h5" component="h2" sx={{ mb: 1 }}>
          Category definition
        </Typography>
        <Typography>{technology.categoryDefinition}</Typography>
        {!isCategory && technology.category && (
          <Link component={RouterLink} to={technology.category.path} sx={{ display: 'inline-block', mt: 1 }}>
            About {technology.category.title}
          </Link>
        )}
      </section>
      <section aria-labelledby="latest-coverage">
        <Typography id="latest-coverage" variant="h5" component="h2" sx={{ mb: 1 }}>
          Latest coverage
        </Typography>
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 1, m: 0 }}>
          <Typography component="dt" sx={{ fontWeight: 600 }}>
            Latest Wave
          </Typography>
          <Typography component="dd" sx={{ m: 0 }} data-testid="latest-wave">
            {technology.latestWave ? `${technology.latestWave.quarterBadgeDetail} (published ${formatLongDate(technology.latestWave.publishedDate)})` : 'Not evaluated yet'}
          </Typography>
          <Typography component="dt" sx={{ fontWeight: 600 }}>
            Latest Landscape
          </Typography>
          <Typography component="dd" sx={{ m: 0 }} data-testid="latest-landscape">
            {technology.latestLandscape ? `${technology.latestLandscape.quarter} (published ${formatLongDate(technology.latestLandscape.publishedDate)})` : 'Not covered yet'}
          </Typography>
        </Box>
      </section>
    </Box>
  );
}

function RelatedResearch({ technology }: { technology: Technology }) {
  return (
    <Box component="ul" aria-label="Related research" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
      {technology.relatedResearch.map((report) => (
        <Box component="li" key={report.id} sx={{ borderBottom: 1, borderColor: 'divider', pb: 2 }}>
          <Typography variant="overline" component="p" color="text.secondary">
            {report.ipType} · {formatLongDate(report.publishedDate)}
          </Typography>
          <Typography variant="h6" component="h2">
            <Link component={RouterLink} to={report.path}>
              {report.title}
            </Link>
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {report.summary}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

function RelatedTechnologies({ technology }: { technology: Technology }) {
  const [shown, setShown] = useState(RELATED_TECHNOLOGIES_STEP);
  const cards = technology.relatedTechnologies;
  return (
    <Box>
      <Box component="ul" aria-label="Related technologies" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr 1fr' } }}>
        {cards.slice(0, shown).map((card) => (
          <li key={card.id}>
            <TechnologyCard technology={card} />
          </li>
        ))}
      </Box>
      {shown < cards.length && (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
          <Button variant="outlined" onClick={() => setShown((n) => n + RELATED_TECHNOLOGIES_STEP)}>
            Show more
          </Button>
        </Box>
      )}
    </Box>
  );
}

export function TechnologyDetailPage({ technology, tabId }: { technology: Technology; tabId: string | null }) {
  const { tabs, selected } = technologyTabs({ relatedResearch: technology.relatedResearch.length, relatedTechnologies: technology.relatedTechnologies.length }, tabId);
  // Busy while another tab or page loads (the route's loader).
  const busy = useNavigation().state !== 'idle';
  const hrefOf = (id: TechnologyTabId) => (id === 'overview' ? technology.path : `${technology.path}/${id}`);
  return (
    <Box>
      <DocumentMeta title={technology.title} />
      <Breadcrumbs aria-label="Breadcrumb" sx={{ mb: 2 }}>
        <Link component={RouterLink} to={TECHNOLOGY_ROUTE_BASE}>
          {CATALOGUE_TITLE}
        </Link>
        <Typography color="text.primary" aria-current="page">
          {technology.title}
        </Typography>
      </Breadcrumbs>
      <Typography variant="overline" component="p" color="text.secondary">
        {technology.technologyType === 'Category' ? 'Category' : `Technology · ${technology.categoryTitle}`}
      </Typography>
      <Typography variant="h1" sx={{ mb: 1 }}>
        {technology.title}
      </Typography>
      <Box sx={{ mb: 3 }}>
        <TechnologyBadges technology={technology} />
      </Box>
      <Tabs value={selected} aria-label="Technology sections" sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }} variant="scrollable" allowScrollButtonsMobile>
        {tabs.map((tab) => (
          <Tab
            key={tab.id}
            value={tab.id}
            label={tab.label}
            id={`technology-tab-${tab.id}`}
            aria-controls="technology-tabpanel"
            component={RouterLink}
            to={hrefOf(tab.id)}
            preventScrollReset
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id="technology-tabpanel" aria-labelledby={`technology-tab-${selected}`} aria-busy={busy}>
        {selected === 'overview' && <Overview technology={technology} />}
        {selected === 'related-research' && <RelatedResearch technology={technology} />}
        {selected === 'related-technologies' && <RelatedTechnologies technology={technology} />}
      </Box>
    </Box>
  );
}
