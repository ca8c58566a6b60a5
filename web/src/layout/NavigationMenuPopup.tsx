// The menu of one top-level navigation entry (MUI Menu), in a bundle of its own: NavigationMenuButton
// draws the button at once and loads this when the menu first opens (issue #14).
import Menu from '@mui/material/Menu';
import { menuLinks } from './navigationMenuLinks';
import type { TopMenuItem } from './NavigationMenuButton';

export interface NavigationMenuPopupProps {
  id: string;
  item: TopMenuItem;
  selected: ReadonlySet<string>;
  anchor: HTMLElement | null;
  onClose: () => void;
}

export function NavigationMenuPopup({ id, item, selected, anchor, onClose }: NavigationMenuPopupProps) {
  return (
    <Menu
      id={id}
      anchorEl={anchor}
      open={Boolean(anchor)}
      onClose={onClose}
      slotProps={{ paper: { sx: { maxHeight: '70vh' } }, list: { 'aria-label': item.mainHeader ?? item.label } }}
    >
      {menuLinks(item, selected, onClose)}
    </Menu>
  );
}
