// The directory's search box: the URL follows what is typed once typing pauses for 300 ms (spec 2
// §4), replacing the history entry rather than adding one per pause. When the URL changes some
// other way (back, forward, a link), the box shows the URL's query.
import { useEffect, useRef, useState } from 'react';
import TextField from '@mui/material/TextField';
import { useNavigate } from 'react-router';
import { queryHref, type AnalystsQuery } from './analystsUrl';

export const ANALYST_SEARCH_DEBOUNCE_MS = 300;
export const ANALYST_SEARCH_LABEL = 'Search analysts';

export function AnalystSearchBox({ query }: { query: AnalystsQuery }) {
  const navigate = useNavigate();
  const [text, setText] = useState(query.query);
  // The query this box last sent to the URL, and the URL's query last seen.
  const [sent, setSent] = useState(query.query);
  const [seen, setSeen] = useState(query.query);
  if (seen !== query.query) {
    setSeen(query.query);
    // A URL this box did not make: show it (React's pattern for state that follows a prop).
    if (query.query !== sent) {
      setText(query.query);
      setSent(query.query);
    }
  }

  // Each keystroke restarts the pause; the timer's callback, not an effect, makes the navigation.
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const onType = (value: string) => {
    setText(value);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const typed = value.trim();
      if (typed === query.query) return;
      setSent(typed);
      navigate(queryHref(query, typed), { replace: true });
    }, ANALYST_SEARCH_DEBOUNCE_MS);
  };

  return (
    <form role="search" aria-label="Analyst directory" onSubmit={(event) => event.preventDefault()}>
      <TextField
        type="search"
        size="small"
        fullWidth
        label={ANALYST_SEARCH_LABEL}
        value={text}
        onChange={(event) => onType(event.target.value)}
        slotProps={{ htmlInput: { enterKeyHint: 'search' } }}
      />
    </form>
  );
}
