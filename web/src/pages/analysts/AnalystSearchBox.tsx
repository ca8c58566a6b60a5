// The directory's search box: the URL follows what is typed once typing pauses for 300 ms (spec 2
// §4), replacing the history entry rather than adding one per pause. When the URL changes some
// other way (back, forward, a link), the box shows the URL's query.
import TextField from '@mui/material/TextField';
import { useNavigate } from 'react-router';
import { useUrlKeyword } from '../../app/paging/useUrlKeyword';
import { queryHref, type AnalystsQuery } from './analystsUrl';

export const ANALYST_SEARCH_DEBOUNCE_MS = 300;
export const ANALYST_SEARCH_LABEL = 'Search analysts';

export function AnalystSearchBox({ query }: { query: AnalystsQuery }) {
  const navigate = useNavigate();
  const keyword = useUrlKeyword({
    current: query.query,
    delayMs: ANALYST_SEARCH_DEBOUNCE_MS,
    search: (typed) => void navigate(queryHref(query, typed), { replace: true }),
  });

  return (
    <form role="search" aria-label="Analyst directory" onSubmit={(event) => event.preventDefault()}>
      <TextField
        type="search"
        size="small"
        fullWidth
        label={ANALYST_SEARCH_LABEL}
        value={keyword.text}
        onChange={(event) => keyword.type(event.target.value)}
        slotProps={{ htmlInput: { enterKeyHint: 'search' } }}
      />
    </form>
  );
}
