// Chooses which segment of a segment chart is drawn. MUI's Select (with its Menu, Popover and Modal)
// is not part of a page's first paint (issue #14): until the reader points at or focuses it, the
// box is a native select of the same look, name and value, holding the chosen segment only; the
// keys and the press that would open it load SegmentSelectMenu, which replaces it (taking the
// caret over) and opens.
import { useId, useState, type KeyboardEvent, type MouseEvent } from 'react';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import { onDemand } from '../../app/onDemand';
import { useOnDemandReplacement } from '../../app/useOnDemandReplacement';
import type { SegmentSelectProps } from './SegmentSelectMenu';

export const SEGMENT_SELECT_SX = { minWidth: 220, my: 1 } as const;

const segmentSelectMenu = onDemand(async () => (await import('./SegmentSelectMenu')).SegmentSelectMenu, 'segment select');
const OPENING_KEYS = new Set(['ArrowDown', 'ArrowUp', 'Enter', ' ']);

export function SegmentSelect(props: SegmentSelectProps) {
  const { value, label = 'Segment' } = props;
  const id = useId();
  const { Replacement: Menu, load, plainRef, takeFocus } = useOnDemandReplacement(segmentSelectMenu);
  const [openOnLoad, setOpenOnLoad] = useState(false);
  if (Menu) return <Menu {...props} autoFocus={takeFocus} defaultOpen={openOnLoad} />;

  // The native list would open instead of MUI's: ask for the menu, opened once it is here.
  const open = (event: MouseEvent | KeyboardEvent) => {
    event.preventDefault();
    setOpenOnLoad(true);
    load();
  };
  return (
    <FormControl size="small" sx={SEGMENT_SELECT_SX} onPointerEnter={load}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <NativeSelect
        id={id}
        inputRef={plainRef}
        value={value}
        input={<OutlinedInput label={label} />}
        onFocus={load}
        onMouseDown={open}
        onKeyDown={(event) => {
          if (OPENING_KEYS.has(event.key)) open(event);
        }}
      >
        <option value={value}>{value}</option>
      </NativeSelect>
    </FormControl>
  );
}
