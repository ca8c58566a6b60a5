// An information button that shows a short definition as a tooltip on hover, keyboard focus or tap;
// a screen reader hears the definition as the button's description.
import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import InfoOutlined from '@mui/icons-material/InfoOutlined';

export function DefinitionButton({ label, definition }: { label: string; definition: string }) {
  const [open, setOpen] = useState(false);
  return (
    <Tooltip title={definition} describeChild open={open} onOpen={() => setOpen(true)} onClose={() => setOpen(false)} arrow>
      <IconButton size="small" aria-label={label} onClick={() => setOpen((shown) => !shown)} sx={{ p: 0.25, ml: 0.25, color: 'inherit' }}>
        <InfoOutlined fontSize="inherit" aria-hidden="true" />
      </IconButton>
    </Tooltip>
  );
}
