// A labelled read-only text box (an issued link to copy), built from TextField's parts: TextField
// itself imports MUI's Select, and with it Menu, Popover and Modal, which a report page would then
// load before its first paint (issue #14). Same look and names as a small full-width TextField.
import { useId, type FocusEvent } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { SxProps, Theme } from '@mui/material/styles';

export interface ReadOnlyFieldProps {
  label: string;
  value: string;
  /** Said after the label, as the box's description. */
  helperText?: string;
  onFocus?: (event: FocusEvent<HTMLInputElement>) => void;
  sx?: SxProps<Theme>;
}

export function ReadOnlyField({ label, value, helperText, onFocus, sx }: ReadOnlyFieldProps) {
  const id = useId();
  const helperId = `${id}-helper-text`;
  return (
    <FormControl size="small" fullWidth sx={sx}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput id={id} label={label} value={value} readOnly onFocus={onFocus} aria-describedby={helperText ? helperId : undefined} />
      {helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
