// The body of a report from before the block format (spec 3 §2 "an archive HTML block"). The
// server sanitised it (content-graph archiveHtml.ts) and filled in the reader's id, so it is shown
// as it comes; its survey element carries its page id (archive-survey).
import Box from '@mui/material/Box';
import { graphql, getFragmentData, type FragmentType } from '../../gql';

export const ArchiveHtmlFragment = graphql(`
  fragment ArchiveHtml_report on Report {
    archiveHtml
  }
`);

export function ArchiveHtml(props: { report: FragmentType<typeof ArchiveHtmlFragment> }) {
  const { archiveHtml } = getFragmentData(ArchiveHtmlFragment, props.report);
  if (!archiveHtml) return null;
  return (
    <Box
      component="section"
      aria-label="Archived report"
      sx={{ mb: 4, '& h2': { typography: 'h2', mb: 1 }, '& img': { maxWidth: '100%', height: 'auto' }, '& table': { borderCollapse: 'collapse' } }}
      dangerouslySetInnerHTML={{ __html: archiveHtml }}
    />
  );
}
