// The definition's tooltip (MUI Tooltip and Popper) around the information button, in a bundle of
// its own: DefinitionButton draws the button at once and loads this on the first hover, keyboard
// focus or tap (issue #14: Popper is not part of a page's first paint).
import Tooltip from '@mui/material/Tooltip';
import type { ReactElement } from 'react';

export interface DefinitionTooltipProps {
  definition: string;
  open: boolean;
  onOpen: () => void;
  onClose: () => void;
  children: ReactElement<{ 'aria-describedby'?: string }>;
}

export function DefinitionTooltip({ definition, open, onOpen, onClose, children }: DefinitionTooltipProps) {
  return (
    <Tooltip title={definition} describeChild open={open} onOpen={onOpen} onClose={onClose} arrow>
      {children}
    </Tooltip>
  );
}
