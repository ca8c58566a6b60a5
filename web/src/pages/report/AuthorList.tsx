// The report's authors and contributors, each a list named by its heading, with follow buttons
// (spec 3 §3: contributors have hasFollowButton).
import { useId } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { graphql, getFragmentData, type FragmentType } from '../../gql';
import { AnalystListItem, type AnalystListItemFragment } from './AnalystListItem';

export const AuthorListFragment = graphql(`
  fragment AuthorList_report on Report {
    authors {
      id
      ...AnalystListItem_analyst
    }
    contributors {
      id
      ...AnalystListItem_analyst
    }
    contributorIdsWithFollowButton
  }
`);

type AnalystRef = { id: string } & FragmentType<typeof AnalystListItemFragment>;

function AnalystList({ heading, analysts, followable }: { heading: string; analysts: readonly AnalystRef[]; followable: (id: string) => boolean }) {
  const headingId = useId();
  if (analysts.length === 0) return null;
  return (
    <Box sx={{ mb: 3 }}>
      <Typography variant="h2" id={headingId} sx={{ mb: 1 }}>
        {heading}
      </Typography>
      <Box component="ul" aria-labelledby={headingId} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5, gridTemplateColumns: { sm: '1fr 1fr' } }}>
        {analysts.map((analyst) => (
          <AnalystListItem key={analyst.id} analyst={analyst} followable={followable(analyst.id)} />
        ))}
      </Box>
    </Box>
  );
}

export function AuthorList(props: { report: FragmentType<typeof AuthorListFragment> }) {
  const report = getFragmentData(AuthorListFragment, props.report);
  return (
    <>
      {/* Every (active) author has a follow button; a contributor only when the report says so. */}
      <AnalystList heading="Authors" analysts={report.authors} followable={() => true} />
      <AnalystList heading="Contributors" analysts={report.contributors} followable={(id) => report.contributorIdsWithFollowButton.includes(id)} />
    </>
  );
}
