// /insights/playbooks/{tab} (spec 3 §2): the hero, the three tabs, 9 playbook cards and 'Show more'.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { PLAYBOOK_TABS, PLAYBOOKS_BASE_PATH, type PlaybookTab } from '@portal/domain';
import { usePagedQuery, type ListingQueryRef } from '../../../app/paging/usePagedQuery';
import { graphql } from '../../../gql';
import type { PlaybooksPageQuery as PlaybooksPageData, PlaybooksPageQueryVariables } from '../../../gql/graphql';
import { LinkTabs } from '../shared/LinkTabs';
import { ListingGrid } from '../shared/ListingGrid';
import { PlaybookCard } from './PlaybookCard';
import { PageHeading } from '../../../components/PageHeading';

export const PLAYBOOKS_TITLE = 'Playbooks';

export const PlaybooksPageQuery = graphql(`
  query PlaybooksPage($input: PlaybookListInput!) {
    playbooks(input: $input) {
      tab
      page
      totalPages
      itemsTotal
      loadMore
      cards {
        id
        ...PlaybookCard_playbook
      }
    }
  }
`);

export const playbooksVariables = (tab: PlaybookTab, page = 1): PlaybooksPageQueryVariables => ({ input: { tab: tab.id, page } });

export function PlaybooksHero({ tab }: { tab: PlaybookTab }) {
  return (
    <>
      <PageHeading title={PLAYBOOKS_TITLE} documentTitle={`${tab.label} | ${PLAYBOOKS_TITLE}`} mb={1} />
      <Typography sx={{ mb: 3, maxWidth: '60ch' }}>
        Step-by-step guides that turn our research into action: assess where you stand, set a target and move with the tools in each chapter.
      </Typography>
      <LinkTabs
        label="Playbook categories"
        value={tab.id}
        tabs={PLAYBOOK_TABS.map((t) => ({ value: t.id, label: t.label, href: `${PLAYBOOKS_BASE_PATH}/${t.slug}` }))}
      />
    </>
  );
}

export function PlaybooksPage({ tab, queryRef }: { tab: PlaybookTab; queryRef: ListingQueryRef<PlaybooksPageData, PlaybooksPageQueryVariables> }) {
  const list = usePagedQuery(queryRef, {
    select: (answer) => answer.playbooks,
    next: (latest) => playbooksVariables(tab, latest.page + 1),
    area: 'playbooks',
  });
  return (
    <Box>
      <PlaybooksHero tab={tab} />
      <ListingGrid
        label={tab.label}
        list={list}
        keyOf={(card) => card.id}
        render={(card) => <PlaybookCard playbook={card} />}
        empty="No playbooks are listed here yet."
      />
    </Box>
  );
}
