// The staff list of submissions (issue #11: "nothing lost"): each form sent to the provider, newest
// first, with its delivery state, attempts and last error; a filter by state and numbered pages,
// both in the URL so a list can be shared and reloaded. Times are shown in UTC, as the
// delivery logs have them.
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '../../a11y/visuallyHidden';
import { useListingChoice } from '../../app/paging/useListingSearch';
import { LinkPagination } from '../../components/LinkPagination';
import type { FormSubmissionsQuery as SubmissionsData } from '../../gql/graphql';
import { TitledPage } from '../../layout/TitledPage';
import { submissionsHref, submissionsQueryOf, submissionsSearch, type SubmissionsQuery } from './submissionsUrl';

export const FORM_SUBMISSIONS_TITLE = 'Form Submissions';

type Submissions = SubmissionsData['formSubmissions'];
type Submission = Submissions['items'][number];

const STATE_LABELS: Record<string, string> = { queued: 'Queued', delivered: 'Delivered' };
const COLUMNS = ['Kind', 'Label', 'Subject', 'E-mail', 'Submitted', 'Delivery state', 'Attempts', 'Delivered at', 'Last error'];

const utc = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });

function DateTime({ iso }: { iso: string | null | undefined }) {
  if (!iso) return <>—</>;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return <>{iso}</>;
  return <time dateTime={iso}>{utc.format(date)} UTC</time>;
}

/** The state filter: a choice is a navigation to its first page (and shows at once). */
function StateFilter() {
  const { search, choose } = useListingChoice();
  const shown = submissionsQueryOf(`/?${search.toString()}`).state;
  return (
    <TextField
      select
      id="submissions-state"
      label="Delivery state"
      size="small"
      value={shown ?? ''}
      onChange={(event) => choose(submissionsSearch({ state: (event.target.value || null) as SubmissionsQuery['state'], page: 1 }))}
      slotProps={{ select: { native: true } }}
      sx={{ minWidth: 200, mb: 2 }}
    >
      <option value="">All</option>
      <option value="queued">Queued</option>
      <option value="delivered">Delivered</option>
    </TextField>
  );
}

function SubmissionRow({ submission }: { submission: Submission }) {
  return (
    <TableRow data-testid="form-submission">
      <TableCell>{submission.kind}</TableCell>
      <TableCell>{submission.label}</TableCell>
      <TableCell sx={{ maxWidth: 280, overflowWrap: 'anywhere' }}>{submission.subject}</TableCell>
      <TableCell sx={{ overflowWrap: 'anywhere' }}>{submission.email}</TableCell>
      <TableCell>
        <DateTime iso={submission.submittedAt} />
      </TableCell>
      <TableCell>{STATE_LABELS[submission.deliveryState] ?? submission.deliveryState}</TableCell>
      <TableCell align="right">{submission.attempts}</TableCell>
      <TableCell>
        <DateTime iso={submission.deliveredAt} />
      </TableCell>
      <TableCell sx={{ maxWidth: 280, overflowWrap: 'anywhere' }}>{submission.lastError ?? '—'}</TableCell>
    </TableRow>
  );
}

export function FormSubmissionsPage({ query, submissions }: { query: SubmissionsQuery; submissions: Submissions }) {
  const { items, total, pagesTotal } = submissions;
  return (
    <TitledPage title={FORM_SUBMISSIONS_TITLE}>
      <Typography sx={{ mb: 2 }}>Contact, inquiry and briefing forms readers sent, newest first, and whether each has reached the provider.</Typography>
      <StateFilter />
      <Typography role="status" sx={{ mb: 1 }}>
        {total === 1 ? '1 submission' : `${total} submissions`}
      </Typography>
      {items.length === 0 ? (
        <Typography>No submissions to show.</Typography>
      ) : (
        // Wider than a phone: the table scrolls in its own region, which the keyboard can reach.
        <TableContainer component={Paper} variant="outlined" tabIndex={0} role="region" aria-label="Submissions table">
          <Table size="small">
            <Box component="caption" sx={visuallyHidden}>
              Form submissions, newest first
            </Box>
            <TableHead>
              <TableRow>
                {COLUMNS.map((column) => (
                  <TableCell key={column} component="th" scope="col" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
                    {column}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {items.map((submission) => (
                <SubmissionRow key={submission.submissionId} submission={submission} />
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      <Box>
        <LinkPagination page={query.page} totalPages={pagesTotal} label="Submission pages" href={(page) => submissionsHref({ ...query, page })} />
      </Box>
    </TitledPage>
  );
}
