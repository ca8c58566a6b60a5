// The report page's share state (spec 3 §3 content common state: courtesyView, shareAccess; spec 1
// §7 mailto shares): the courtesy-view notice for a reader who reads it by a share link, the mailto
// link for everyone, and "Create share link" for a reader whose subscription reads it.
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { graphql, getFragmentData, type FragmentType } from '../../../gql';
import { MailtoShareLink } from '../../../components/share/MailtoShareLink';
import { CourtesyViewNotice } from './CourtesyViewNotice';
import { ShareLinkPanel } from './ShareLinkPanel';

export const ReportSharingFragment = graphql(`
  fragment ReportSharing_report on Report {
    id
    title
    path
    shareAccess
    courtesyView {
      expiresAt
    }
  }
`);

export const SHARE_HEADING = 'Share this report';

export function ReportSharing(props: { report: FragmentType<typeof ReportSharingFragment> }) {
  const report = getFragmentData(ReportSharingFragment, props.report);
  return (
    <>
      {report.courtesyView && <CourtesyViewNotice title={report.title} expiresAt={report.courtesyView.expiresAt} />}
      <Box component="section" aria-labelledby="report-share-heading" sx={{ mb: 3 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
          <Typography id="report-share-heading" variant="h6" component="h2" sx={{ fontSize: '1rem' }}>
            {SHARE_HEADING}
          </Typography>
          <MailtoShareLink kind="report" title={report.title} path={report.path} />
        </Stack>
        {report.shareAccess && <ShareLinkPanel contentId={report.id} title={report.title} />}
      </Box>
    </>
  );
}
