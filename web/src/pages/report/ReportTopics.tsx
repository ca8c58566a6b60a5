// The report's topics (spec 3 §3 content common state), then the other topics its authors and
// followable contributors cover (authorsTopicDetails, contributorTopicDetails): each a chip that
// searches for the topic, as the analyst profile's topics do.
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { graphql, getFragmentData, type FragmentType } from '../../gql';
import { freshSearchHref } from '../search/searchUrl';

export const ReportTopicsFragment = graphql(`
  fragment ReportTopics_report on Report {
    topics
    authorsTopicDetails {
      analystBioId
      topics
    }
    contributorTopicDetails {
      analystBioId
      topics
    }
  }
`);

/** The analysts' topics the report itself does not list, once each, in the order first met. */
export function analystOnlyTopics(reportTopics: readonly string[], details: readonly { topics: readonly string[] }[]): string[] {
  const seen = new Set(reportTopics);
  const topics: string[] = [];
  for (const topic of details.flatMap((entry) => entry.topics)) {
    if (seen.has(topic)) continue;
    seen.add(topic);
    topics.push(topic);
  }
  return topics;
}

function TopicChips({ label, topics }: { label: string; topics: readonly string[] }) {
  const labelId = useId();
  if (topics.length === 0) return null;
  return (
    <Box sx={{ mb: 1.5 }}>
      <Typography id={labelId} variant="subtitle2" component="p" sx={{ mb: 0.5 }}>
        {label}
      </Typography>
      <Box component="ul" aria-labelledby={labelId} sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {topics.map((topic) => (
          <li key={topic}>
            <Chip component={RouterLink} to={freshSearchHref(topic)} label={topic} clickable variant="outlined" />
          </li>
        ))}
      </Box>
    </Box>
  );
}

export function ReportTopics(props: { report: FragmentType<typeof ReportTopicsFragment> }) {
  const report = getFragmentData(ReportTopicsFragment, props.report);
  const headingId = useId();
  const analystTopics = analystOnlyTopics(report.topics, [...report.authorsTopicDetails, ...report.contributorTopicDetails]);
  if (report.topics.length === 0 && analystTopics.length === 0) return null;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 3 }}>
      <Typography variant="h2" id={headingId} sx={{ mb: 1 }}>
        Topics
      </Typography>
      <TopicChips label="In this report" topics={report.topics} />
      <TopicChips label="Also covered by its analysts" topics={analystTopics} />
    </Box>
  );
}
