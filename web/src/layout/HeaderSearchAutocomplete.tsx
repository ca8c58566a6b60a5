// The header search box with its suggestions list (MUI Autocomplete and its Popper), in a bundle
// of its own: HeaderSearch.tsx shows a plain box until the reader first focuses it (issue #14).
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { HEADER_SEARCH_LABEL, SearchAdornment, SEARCH_FIELD_SX } from './headerSearchField';
import { SEARCH_TEXT_PARAM } from '../pages/search/searchUrl';

export interface HeaderSearchAutocompleteProps {
  text: string;
  onTextChange: (text: string) => void;
  suggestions: readonly string[];
  onSearch: (query: string) => void;
  /** Put the caret in it when it appears: it replaces the plain box the reader is typing in. */
  autoFocus: boolean;
}

export function HeaderSearchAutocomplete({ text, onTextChange, suggestions, onSearch, autoFocus }: HeaderSearchAutocompleteProps) {
  return (
    <Autocomplete
      freeSolo
      options={suggestions}
      // The service has already matched the suggestions to what was typed.
      filterOptions={(options) => options}
      inputValue={text}
      onInputChange={(_event, value) => onTextChange(value)}
      // Enter on typed text (freeSolo) or choosing a suggestion.
      onChange={(_event, value) => {
        if (typeof value === 'string') onSearch(value);
      }}
      value={null}
      blurOnSelect
      // Text typed into the plain box before this loaded gets its suggestions shown.
      openOnFocus
      renderInput={(params) => (
        <TextField
          {...params}
          autoFocus={autoFocus}
          // The plain box's name: the form's fields stay what the browser would send (HeaderSearch).
          name={SEARCH_TEXT_PARAM}
          size="small"
          placeholder={HEADER_SEARCH_LABEL}
          slotProps={{
            ...params.slotProps,
            htmlInput: { ...params.slotProps.htmlInput, 'aria-label': HEADER_SEARCH_LABEL, enterKeyHint: 'search' },
            input: { ...params.slotProps.input, startAdornment: <SearchAdornment /> },
          }}
          sx={SEARCH_FIELD_SX}
        />
      )}
    />
  );
}
