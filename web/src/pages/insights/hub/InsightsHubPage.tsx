// The insights hub (/insights, and /insights/{slug} for a slug that names no content): every
// insights listing of the portal with what it holds, then the themed listings (spec 3 §2).
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { THEMED_LISTINGS } from '@portal/domain';
import { DocumentMeta } from '../../../app/DocumentMeta';
import { LinkGrid } from '../../../components/LinkGrid';
import { FURTHER_RESEARCH_DESCRIPTION } from '../further-research/FurtherResearchHubPage';
import { FURTHER_RESEARCH_HUB } from '../further-research/furtherResearchLinks';

export const INSIGHTS_TITLE = 'Insights';
const DESCRIPTION = 'Research, forecasts, data, playbooks and themed collections from our analysts, in one place.';

const LISTINGS = [
  { href: '/insights/latest-research/all', title: 'Latest Research', description: 'The newest reports, tools, webinars and podcasts, newest first.' },
  { href: '/insights/forecasts', title: 'Forecasts', description: 'Market sizing and forecasts by industry and function.' },
  { href: '/insights/customer-data-and-insights', title: 'Customer Data & Insights', description: 'Data snapshots of what business buyers and consumers told our surveys.' },
  { href: '/insights/technology-landscapes-and-waves', title: 'Technology Landscapes And Waves', description: 'The technology catalogue: markets, their vendors and our evaluations.' },
  { href: '/insights/playbooks', title: 'Playbooks', description: 'Step-by-step guidance for the imperatives leaders face.' },
  { href: '/insights/planning-guides', title: 'Planning Guides', description: 'What to plan and budget for next year, by role.' },
  { href: '/insights/predictions', title: 'Predictions', description: 'What our analysts expect for the year ahead.' },
  { href: FURTHER_RESEARCH_HUB, title: 'Further Research', description: FURTHER_RESEARCH_DESCRIPTION },
] as const;

export function InsightsHubPage() {
  return (
    <Box>
      <DocumentMeta title={INSIGHTS_TITLE} description={DESCRIPTION} />
      <Typography variant="h1" sx={{ mb: 1 }}>
        {INSIGHTS_TITLE}
      </Typography>
      <Typography sx={{ mb: 4, fontSize: '1.15rem' }}>{DESCRIPTION}</Typography>
      <Box component="section" aria-labelledby="insights-listings" sx={{ mb: 5 }}>
        <Typography variant="h2" id="insights-listings" sx={{ fontSize: '1.5rem', mb: 2 }}>
          Browse insights
        </Typography>
        <LinkGrid label="Insights listings" items={LISTINGS} />
      </Box>
      <Box component="section" aria-labelledby="insights-themes" sx={{ mb: 5 }}>
        <Typography variant="h2" id="insights-themes" sx={{ fontSize: '1.5rem', mb: 2 }}>
          Themes
        </Typography>
        <LinkGrid label="Themes" items={THEMED_LISTINGS.map((theme) => ({ href: `/insights/${theme.slug}`, title: theme.title, description: theme.description }))} />
      </Box>
    </Box>
  );
}
