// Below md the main navigation is one menu button: every link of every entry, entries separated.
// The menu (MUI Menu, Popover, Modal) loads when the reader points at or focuses the button, and is
// mounted from its first opening on (issue #14: it is not part of a page's first paint).
import { Suspense, useId, useState } from 'react';
import IconButton from '@mui/material/IconButton';
import MenuIcon from '@mui/icons-material/Menu';
import { onDemand } from '../app/onDemand';
import type { TopMenuItem } from './NavigationMenuButton';

interface Props {
  items: readonly TopMenuItem[];
  selected: ReadonlySet<string>;
}

const smallScreenPopup = onDemand(async () => (await import('./NavigationSmallScreenPopup')).NavigationSmallScreenPopup, 'small-screen menu');

export function NavigationSmallScreenMenu({ items, selected }: Props) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [opened, setOpened] = useState(false);
  const menuId = useId();
  const close = () => setAnchor(null);
  return (
    <>
      <IconButton
        color="inherit"
        aria-label="Main menu"
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : 'false'}
        aria-controls={anchor ? menuId : undefined}
        onClick={(event) => {
          setOpened(true);
          setAnchor(event.currentTarget);
        }}
        onPointerEnter={smallScreenPopup.preload}
        onFocus={smallScreenPopup.preload}
      >
        <MenuIcon />
      </IconButton>
      {opened && (
        <Suspense fallback={null}>
          <smallScreenPopup.Component id={menuId} items={items} selected={selected} anchor={anchor} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
