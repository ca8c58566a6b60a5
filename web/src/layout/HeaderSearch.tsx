// The header's search box (spec 2 §2, §7): suggestions from searchSuggestions after a 300 ms pause
// in typing (4 at most), and Enter or a chosen suggestion opens /allSearch for that query.
// The suggestions list (MUI Autocomplete and Popper) loads when the box is first focused (issue
// #14: it is not part of a page's first paint); until then the box is a plain combobox with the
// same name and look, where Enter searches too, and what is typed in it carries over. The plain box
// is an OutlinedInput in a FormControl, the parts of a TextField it uses: TextField itself imports
// MUI's Select (for its `select` mode), and with it Menu, Popover and Modal.
import { useRef, useState, type ComponentType } from 'react';
import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useLocation, useNavigate } from 'react-router';
import { graphql } from '../gql';
import { freshSearchHref, SEARCH_PATH, SEARCH_TEXT_PARAM, searchQueryFromUrl } from '../pages/search/searchUrl';
import { HEADER_SEARCH_LABEL, SearchAdornment, SEARCH_FIELD_SX } from './headerSearchField';
import type { HeaderSearchAutocompleteProps } from './HeaderSearchAutocomplete';
import { useDebouncedValue } from './useDebouncedValue';

export { HEADER_SEARCH_LABEL } from './headerSearchField';

export const HeaderSearchSuggestionsQuery = graphql(`
  query HeaderSearchSuggestions($query: String!) {
    searchSuggestions(query: $query)
  }
`);

export const SUGGESTION_DEBOUNCE_MS = 300;
/** One letter would match most of the vocabulary: suggest from the second one. */
export const SUGGESTION_MIN_LENGTH = 2;
// Once loaded it stays loaded: the header of the next page shows it at once.
let loadedAutocomplete: ComponentType<HeaderSearchAutocompleteProps> | undefined;

export function HeaderSearch() {
  const navigate = useNavigate();
  const location = useLocation();
  const [text, setText] = useState('');
  const [Autocomplete, setAutocomplete] = useState(() => loadedAutocomplete);
  // The plain box had the caret when the Autocomplete arrived: the new box takes it over (not when
  // it was loaded on hover).
  const plainInput = useRef<HTMLInputElement>(null);
  const [takeFocus, setTakeFocus] = useState(false);
  const loadAutocomplete = () => {
    if (Autocomplete) return;
    import('./HeaderSearchAutocomplete').then(
      (module) => {
        loadedAutocomplete = module.HeaderSearchAutocomplete;
        setTakeFocus(plainInput.current !== null && plainInput.current === document.activeElement);
        setAutocomplete(() => module.HeaderSearchAutocomplete);
      },
      // Its bundle unreachable (offline): the plain box still searches on Enter.
      () => undefined,
    );
  };
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
    // Before the header hydrates, Enter submits the form the browser's way: to the same results
    // page the app opens (freshSearchHref), from the action and the box's name.
    <Box component="form" role="search" aria-label="Site search" action={SEARCH_PATH} onSubmit={(event) => event.preventDefault()} sx={{ flex: { xs: '1 1 auto', md: '0 1 320px' }, minWidth: 0 }}>
      {Autocomplete ? (
        <Autocomplete text={text} onTextChange={setText} suggestions={suggestions} onSearch={search} autoFocus={takeFocus} />
      ) : (
        <FormControl fullWidth size="small" sx={SEARCH_FIELD_SX} onPointerEnter={loadAutocomplete}>
          <OutlinedInput
            inputRef={plainInput}
            name={SEARCH_TEXT_PARAM}
            placeholder={HEADER_SEARCH_LABEL}
            value={text}
            onChange={(event) => setText(event.target.value)}
            onFocus={loadAutocomplete}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                search(text);
              }
            }}
            // A combobox already, as the Autocomplete's box is (its list is not loaded yet).
            inputProps={{ role: 'combobox', 'aria-expanded': false, 'aria-autocomplete': 'list', 'aria-label': HEADER_SEARCH_LABEL, enterKeyHint: 'search', autoComplete: 'off' }}
            startAdornment={<SearchAdornment />}
          />
        </FormControl>
      )}
    </Box>
  );
}
