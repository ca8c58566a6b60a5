// /surveys/{tab} (spec 3 §2, §5, §9): the hero (675,000+ people surveyed yearly), the Business /
// Consumer tabs, search, sort and publication window, 9 survey cards and 'Show more'.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useNavigation } from 'react-router';
import { SURVEY_HERO_TEXT, SURVEY_TABS, SURVEYS_BASE_PATH } from '@portal/domain';
import { usePagedQuery, type ListingQueryRef } from '../../../app/paging/usePagedQuery';
import { graphql } from '../../../gql';
import type { SurveysPageQuery as SurveysPageData, SurveysPageQueryVariables } from '../../../gql/graphql';
import { LinkTabs } from '../shared/LinkTabs';
import { ListingGrid } from '../shared/ListingGrid';
import { SurveyCard } from './SurveyCard';
import { SurveyControls } from './SurveyControls';
import { surveyListInput, surveyListingKey, type SurveyListing } from './surveyListing';
import { PageHeading } from '../../../components/PageHeading';

export const SURVEYS_TITLE = 'Surveys';

export const SurveysPageQuery = graphql(`
  query SurveysPage($input: SurveyListInput!) {
    surveys(input: $input) {
      tab
      query
      sort
      publishedSinceInDays
      page
      totalPages
      itemsTotal
      loadMore
      cards {
        id
        ...SurveyCard_survey
      }
    }
  }
`);

type SurveysQueryRef = ListingQueryRef<SurveysPageData, SurveysPageQueryVariables>;

export function SurveysHero({ listing }: { listing: SurveyListing }) {
  const tab = SURVEY_TABS.find((t) => t.id === listing.tab)!;
  return (
    <>
      <PageHeading title={SURVEYS_TITLE} documentTitle={`${tab.label} ${SURVEYS_TITLE}`} mb={1} />
      <Typography sx={{ mb: 3, maxWidth: '60ch' }} data-testid="survey-hero-text">
        {SURVEY_HERO_TEXT}
      </Typography>
      <LinkTabs label="Survey types" value={listing.tab} tabs={SURVEY_TABS.map((t) => ({ value: t.id, label: t.label, href: `${SURVEYS_BASE_PATH}/${t.id}` }))} />
      <SurveyControls key={listing.tab} listing={listing} />
    </>
  );
}

function SurveyResults({ listing, queryRef, busy }: { listing: SurveyListing; queryRef: SurveysQueryRef; busy: boolean }) {
  const list = usePagedQuery(queryRef, {
    select: (answer) => answer.surveys,
    next: (latest) => ({ input: surveyListInput(listing, latest.page + 1) }),
    area: 'surveys',
  });
  return (
    <ListingGrid
      label={`${listing.tab === 'business' ? 'Business' : 'Consumer'} surveys`}
      list={list}
      keyOf={(card) => card.id}
      render={(card) => <SurveyCard survey={card} />}
      busy={busy}
      empty={
        listing.publishedSinceInDays === -1
          ? 'No surveys match your search.'
          : 'No surveys match in this period. Choose a longer period under Published to see older surveys.'
      }
    />
  );
}

export function SurveysPage({ listing, queryRef }: { listing: SurveyListing; queryRef: SurveysQueryRef }) {
  const busy = useNavigation().state === 'loading';
  return (
    <Box>
      <SurveysHero listing={listing} />
      <SurveyResults key={surveyListingKey(listing)} listing={listing} queryRef={queryRef} busy={busy} />
    </Box>
  );
}
