// "Delete history", asked twice: the chat's questions and answers go for good (spec 2 §4: delete
// history resets the chat). The question takes the button's place with focus on "Cancel"; cancelling
// gives focus back to the button.
import { useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';

export const CONFIRM_CLEAR_QUESTION = 'Delete every question and answer about this report?';

interface ClearHistoryButtonProps {
  onClear: () => void;
  /** An answer is streaming, or the deletion is under way. */
  disabled: boolean;
}

export function ClearHistoryButton({ onClear, disabled }: ClearHistoryButtonProps) {
  const [confirming, setConfirming] = useState(false);
  const cancel = useRef<HTMLButtonElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const moved = useRef(false);
  useEffect(() => {
    // Only after a change made here, not on the first render.
    if (!moved.current) return;
    (confirming ? cancel : button).current?.focus();
  }, [confirming]);
  const ask = (next: boolean) => {
    moved.current = true;
    setConfirming(next);
  };

  if (!confirming) {
    return (
      <Button ref={button} sx={{ mt: 2 }} color="error" size="small" startIcon={<DeleteOutlineIcon />} disabled={disabled} onClick={() => ask(true)}>
        Delete history
      </Button>
    );
  }
  return (
    <Box role="group" aria-label="Delete history" sx={{ mt: 2, p: 1.5, border: 1, borderColor: 'error.main', borderRadius: 1 }}>
      <Typography sx={{ mb: 1 }}>{CONFIRM_CLEAR_QUESTION}</Typography>
      <Stack direction="row" spacing={1}>
        <Button variant="contained" color="error" size="small" disabled={disabled} onClick={onClear}>
          Delete all
        </Button>
        <Button ref={cancel} variant="outlined" size="small" onClick={() => ask(false)}>
          Cancel
        </Button>
      </Stack>
    </Box>
  );
}
