// The survey listing's search box (trimmed, 300 ms debounce: spec 3 §5, §9), sort and publication
// window. Each change replaces the URL, which is the listing's state.
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useNavigate } from 'react-router';
import { SURVEY_PUBLISHED_SINCE_OPTIONS, SURVEY_SEARCH_DEBOUNCE_MS, SURVEY_SORT_OPTIONS, normalizeSurveyQuery, type SurveySortValue } from '@portal/domain';
import { useUrlKeyword } from '../../../app/paging/useUrlKeyword';
import { surveyListingHref, type SurveyListing } from './surveyListing';

export function SurveyControls({ listing }: { listing: SurveyListing }) {
  const navigate = useNavigate();
  const go = (next: Partial<SurveyListing>) => navigate(surveyListingHref({ ...listing, ...next }), { replace: true, preventScrollReset: true });
  // Only a settled, trimmed change searches: spaces alone or the same words ask nothing.
  const keyword = useUrlKeyword({ current: listing.query, delayMs: SURVEY_SEARCH_DEBOUNCE_MS, normalize: normalizeSurveyQuery, search: (query) => void go({ query }) });

  return (
    <Box component="search" aria-label="Surveys" sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr 1fr' }, mb: 3 }}>
      <TextField
        label="Search surveys"
        type="search"
        value={keyword.text}
        onChange={(event) => keyword.type(event.target.value)}
        slotProps={{ htmlInput: { maxLength: 200 } }}
      />
      <TextField select label="Sort by" value={listing.sort} onChange={(event) => void go({ sort: event.target.value as SurveySortValue })}>
        {SURVEY_SORT_OPTIONS.map((option) => (
          <MenuItem key={option.value} value={option.value}>
            {option.label}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label="Published"
        value={String(listing.publishedSinceInDays)}
        onChange={(event) => void go({ publishedSinceInDays: Number(event.target.value) })}
      >
        {SURVEY_PUBLISHED_SINCE_OPTIONS.map((option) => (
          <MenuItem key={option.days} value={String(option.days)}>
            {option.label}
          </MenuItem>
        ))}
      </TextField>
    </Box>
  );
}
