// The mobile filter modal (spec 3 "Favorites, with a mobile filter modal"): on small screens the
// filters sit behind a 'Filter' button; the dialog keeps a draft, and 'Apply' makes it the URL.
import { useId, useState } from 'react';
import Badge from '@mui/material/Badge';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FilterListIcon from '@mui/icons-material/FilterList';
import { DEFAULT_FAVORITES_SORT, type FavoritesFilters } from '@portal/domain';
import { FavoritesFilterFields, type FavoritesFilterOptions } from './FavoritesFilterFields';

export function FavoritesFilterDialog({ filters, options, onApply }: { filters: FavoritesFilters; options: FavoritesFilterOptions; onApply: (next: FavoritesFilters) => void }) {
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState(filters);
  const titleId = useId();
  const active = (filters.topic ? 1 : 0) + (filters.category ? 1 : 0);
  const openDialog = () => {
    setDraft(filters);
    setOpen(true);
  };
  const apply = () => {
    setOpen(false);
    onApply(draft);
  };
  return (
    <>
      <Badge badgeContent={active} color="primary" overlap="rectangular">
        <Button variant="outlined" startIcon={<FilterListIcon />} onClick={openDialog} aria-haspopup="dialog">
          Filter
        </Button>
      </Badge>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={titleId} fullWidth maxWidth="xs">
        <DialogTitle id={titleId}>Filter favorites</DialogTitle>
        <DialogContent>
          <div style={{ paddingTop: 8 }}>
            <FavoritesFilterFields value={draft} options={options} onChange={setDraft} />
          </div>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setDraft({ topic: null, category: null, sort: DEFAULT_FAVORITES_SORT })}>Clear</Button>
          <Button onClick={() => setOpen(false)}>Cancel</Button>
          <Button variant="contained" onClick={apply}>
            Apply
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
