// What the header search's plain box and its Autocomplete share: label, look and icon.
import SearchIcon from '@mui/icons-material/Search';

export const HEADER_SEARCH_LABEL = 'Search research';
export const SEARCH_FIELD_SX = { bgcolor: 'background.paper', borderRadius: 1 } as const;

export function SearchAdornment() {
  return <SearchIcon fontSize="small" aria-hidden sx={{ color: 'text.secondary', ml: 0.5 }} />;
}
