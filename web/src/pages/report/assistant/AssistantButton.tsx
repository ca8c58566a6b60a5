// Opens and closes the assistant's panel (issue #12): a disclosure button, expanded while the panel shows.
import type { Ref } from 'react';
import Button from '@mui/material/Button';
import AutoAwesomeOutlinedIcon from '@mui/icons-material/AutoAwesomeOutlined';

interface AssistantButtonProps {
  open: boolean;
  /** The panel's id, once it is mounted. */
  controls: string | undefined;
  onToggle: () => void;
  ref: Ref<HTMLButtonElement>;
}

export function AssistantButton({ open, controls, onToggle, ref }: AssistantButtonProps) {
  return (
    <Button ref={ref} size="small" variant="outlined" startIcon={<AutoAwesomeOutlinedIcon />} aria-expanded={open} aria-controls={controls} onClick={onToggle}>
      Ask the assistant
    </Button>
  );
}
