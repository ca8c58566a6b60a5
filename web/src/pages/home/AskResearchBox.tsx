// The alternative home's question box (spec 1 §4 izola_home): "Ask about our research". Izola, the
// portal's AI research assistant, is not here yet, so the question runs as the portal's search and
// the box says so: its button and its note call it a search, never an answer.
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SearchIcon from '@mui/icons-material/Search';
import { freshSearchHref, SEARCH_PATH, SEARCH_TEXT_PARAM } from '../search/searchUrl';

export const ASK_HEADING = 'Ask about our research';
export const QUESTION_LABEL = 'Your question';
export const ASK_BUTTON = 'Search our research';
export const ASK_NOTE = 'Izola, our AI research assistant, is on its way. Until it arrives, your question runs as a search of our research, and you get search results rather than an answer.';
export const EMPTY_QUESTION = 'Type a question to search for.';

export function AskResearchBox() {
  const navigate = useNavigate();
  const id = useId();
  const [question, setQuestion] = useState('');
  const [empty, setEmpty] = useState(false);
  const headingId = `${id}-heading`;

  const ask = (event: FormEvent) => {
    event.preventDefault();
    const text = question.trim();
    setEmpty(text === '');
    if (text) navigate(freshSearchHref(text));
  };

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 5, p: { xs: 3, md: 4 }, border: 2, borderColor: 'primary.main', borderRadius: 2, bgcolor: 'background.paper' }}>
      <Typography id={headingId} variant="h2" sx={{ fontSize: { xs: '1.5rem', md: '2rem' }, mb: 2 }}>
        {ASK_HEADING}
      </Typography>
      {/* Before the page hydrates, the browser submits the form its own way: to the same results page
          the app opens (freshSearchHref), from the action and the box's name. */}
      <Box component="form" role="search" aria-labelledby={headingId} action={SEARCH_PATH} noValidate onSubmit={ask} sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
        <TextField
          label={QUESTION_LABEL}
          type="search"
          name={SEARCH_TEXT_PARAM}
          value={question}
          onChange={(event) => {
            setQuestion(event.target.value);
            if (empty) setEmpty(false);
          }}
          error={empty}
          helperText={empty ? EMPTY_QUESTION : ASK_NOTE}
          slotProps={{ htmlInput: { enterKeyHint: 'search' }, formHelperText: { sx: { mx: 0 } } }}
          sx={{ flex: '1 1 320px' }}
        />
        <Button type="submit" variant="contained" size="large" startIcon={<SearchIcon aria-hidden />} sx={{ minHeight: 56 }}>
          {ASK_BUTTON}
        </Button>
      </Box>
    </Box>
  );
}
