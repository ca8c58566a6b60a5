// The header's search box (spec 2 §2, §7): suggestions from searchSuggestions after a 300 ms pause
// in typing (4 at most), and Enter or a chosen suggestion opens /allSearch for that query.
import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import SearchIcon from '@mui/icons-material/Search';
import { useLocation, useNavigate } from 'react-router';
import { graphql } from '../gql';
import { freshSearchHref, SEARCH_PATH, searchQueryFromUrl } from '../pages/search/searchUrl';
import { useDebouncedValue } from './useDebouncedValue';

export const HeaderSearchSuggestionsQuery = graphql(`
  query HeaderSearchSuggestions($query: String!) {
    searchSuggestions(query: $query)
  }
`);

export const SUGGESTION_DEBOUNCE_MS = 300;
/** One letter would match most of the vocabulary: suggest from the second one. */
export const SUGGESTION_MIN_LENGTH = 2;
export const HEADER_SEARCH_LABEL = 'Search research';

export function HeaderSearch() {
  const navigate = useNavigate();
  const location = useLocation();
  const [text, setText] = useState('');
  const typed = useDebouncedValue(text.trim(), SUGGESTION_DEBOUNCE_MS);
  const { data } = useQuery(HeaderSearchSuggestionsQuery, {
    variables: { query: typed },
    skip: typed.length < SUGGESTION_MIN_LENGTH,
  });
  const suggestions = typed.length < SUGGESTION_MIN_LENGTH ? [] : (data?.searchSuggestions ?? []);

  // On the results page the box shows what is searched (also after back and forward): set while
  // rendering a new location, React's pattern for state that follows a prop.
  const [shownLocation, setShownLocation] = useState<string | null>(null);
  const locationKey = location.pathname + location.search;
  if (location.pathname === SEARCH_PATH && shownLocation !== locationKey) {
    setShownLocation(locationKey);
    setText(searchQueryFromUrl(location.search).query);
  }

  const search = (value: string) => {
    const query = value.trim();
    if (query) navigate(freshSearchHref(query));
  };

  return (
    <Box component="form" role="search" aria-label="Site search" onSubmit={(event) => event.preventDefault()} sx={{ flex: { xs: '1 1 auto', md: '0 1 320px' }, minWidth: 0 }}>
      <Autocomplete
        freeSolo
        options={suggestions}
        // The service has already matched the suggestions to what was typed.
        filterOptions={(options) => options}
        inputValue={text}
        onInputChange={(_event, value) => setText(value)}
        // Enter on typed text (freeSolo) or choosing a suggestion.
        onChange={(_event, value) => {
          if (typeof value === 'string') search(value);
        }}
        value={null}
        blurOnSelect
        renderInput={(params) => (
          <TextField
            {...params}
            size="small"
            placeholder={HEADER_SEARCH_LABEL}
            slotProps={{
              ...params.slotProps,
              htmlInput: { ...params.slotProps.htmlInput, 'aria-label': HEADER_SEARCH_LABEL, enterKeyHint: 'search' },
              input: {
                ...params.slotProps.input,
                startAdornment: <SearchIcon fontSize="small" aria-hidden sx={{ color: 'text.secondary', ml: 0.5 }} />,
              },
            }}
            sx={{ bgcolor: 'background.paper', borderRadius: 1 }}
          />
        )}
      />
    </Box>
  );
}
