// The segment chooser's MUI Select (its Menu, Popover and Modal), in a bundle of its own: SegmentSelect
// draws a plain box of the same look at once and loads this on the first pointer or focus (issue #14).
// Grouped segments appear under their group.
import { useId } from 'react';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import { SEGMENT_SELECT_SX } from './SegmentSelect';

interface SegmentGroup {
  name: string;
  segments: readonly string[];
}

export interface SegmentSelectProps {
  segments: readonly string[];
  groups: readonly SegmentGroup[];
  value: string;
  onChange: (segment: string) => void;
  /** The select's visible label (a page with several charts may name its own). */
  label?: string;
}

export interface SegmentSelectMenuProps extends SegmentSelectProps {
  /** It replaces the plain box the reader was on: it takes the caret, and opens when asked to. */
  autoFocus: boolean;
  defaultOpen: boolean;
}

function options(segments: readonly string[], groups: readonly SegmentGroup[]) {
  const grouped = new Set(groups.flatMap((group) => group.segments));
  const items = groups.flatMap((group) => [
    <ListSubheader key={`group-${group.name}`}>{group.name}</ListSubheader>,
    ...group.segments.filter((segment) => segments.includes(segment)).map((segment) => (
      <MenuItem key={segment} value={segment}>
        {segment}
      </MenuItem>
    )),
  ]);
  const ungrouped = segments.filter((segment) => !grouped.has(segment)).map((segment) => (
    <MenuItem key={segment} value={segment}>
      {segment}
    </MenuItem>
  ));
  // Segments outside any group (typically 'All respondents') come first, as the usual default.
  return [...ungrouped, ...items];
}

export function SegmentSelectMenu({ segments, groups, value, onChange, label = 'Segment', autoFocus, defaultOpen }: SegmentSelectMenuProps) {
  const labelId = useId();
  return (
    <FormControl size="small" sx={SEGMENT_SELECT_SX}>
      <InputLabel id={labelId}>{label}</InputLabel>
      <Select labelId={labelId} label={label} value={value} autoFocus={autoFocus} defaultOpen={defaultOpen} onChange={(event) => onChange(event.target.value)}>
        {options(segments, groups)}
      </Select>
    </FormControl>
  );
}
