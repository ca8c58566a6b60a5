// Chooses which segment of a segment chart is drawn; grouped segments appear under their group.
import { useId } from 'react';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';

interface SegmentGroup {
  name: string;
  segments: readonly string[];
}

interface SegmentSelectProps {
  segments: readonly string[];
  groups: readonly SegmentGroup[];
  value: string;
  onChange: (segment: string) => void;
  /** The select's visible label (a page with several charts may name its own). */
  label?: string;
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

export function SegmentSelect({ segments, groups, value, onChange, label = 'Segment' }: SegmentSelectProps) {
  const labelId = useId();
  return (
    <FormControl size="small" sx={{ minWidth: 220, my: 1 }}>
      <InputLabel id={labelId}>{label}</InputLabel>
      <Select labelId={labelId} label={label} value={value} onChange={(event) => onChange(event.target.value)}>
        {options(segments, groups)}
      </Select>
    </FormControl>
  );
}
