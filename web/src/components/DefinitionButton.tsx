// An information button that shows a short definition as a tooltip on hover, keyboard focus or tap;
// a screen reader hears the definition as the button's description. The tooltip's code (MUI Tooltip
// and Popper) loads on the first hover, focus or tap (issue #14): until then the button is the same
// button, described by its title as MUI's closed tooltip describes it; once the code is there the
// tooltip's button replaces it (taking the caret over when it had it) and opens if it was asked to.
import { useState, type FocusEvent, type PointerEvent } from 'react';
import IconButton from '@mui/material/IconButton';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import { onDemand } from '../app/onDemand';
import { useOnDemandReplacement } from '../app/useOnDemandReplacement';

const definitionTooltip = onDemand(async () => (await import('./DefinitionTooltip')).DefinitionTooltip, 'definition tooltip');

/** As MUI's tooltip: keyboard focus opens it, a mouse click's focus does not. */
function isFocusVisible(element: Element): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    return false;
  }
}

export function DefinitionButton({ label, definition }: { label: string; definition: string }) {
  const [open, setOpen] = useState(false);
  const { Replacement: Tooltip, load: loadTooltip, plainRef, takeFocus } = useOnDemandReplacement(definitionTooltip);
  const button = (
    <IconButton
      ref={Tooltip ? undefined : plainRef}
      size="small"
      aria-label={label}
      autoFocus={Tooltip ? takeFocus : undefined}
      onClick={() => {
        loadTooltip();
        setOpen((shown) => !shown);
      }}
      sx={{ p: 0.25, ml: 0.25, color: 'inherit' }}
      {...(Tooltip
        ? {}
        : {
            title: definition,
            // A mouse over it opens it; a tap is a click (which toggles it).
            onPointerEnter: (event: PointerEvent<HTMLButtonElement>) => {
              loadTooltip();
              if (event.pointerType === 'mouse') setOpen(true);
            },
            onPointerLeave: () => setOpen(false),
            onFocus: (event: FocusEvent<HTMLButtonElement>) => {
              loadTooltip();
              if (isFocusVisible(event.currentTarget)) setOpen(true);
            },
            onBlur: () => setOpen(false),
          })}
    >
      <InfoOutlined fontSize="inherit" aria-hidden="true" />
    </IconButton>
  );
  if (!Tooltip) return button;
  return (
    <Tooltip definition={definition} open={open} onOpen={() => setOpen(true)} onClose={() => setOpen(false)}>
      {button}
    </Tooltip>
  );
}
