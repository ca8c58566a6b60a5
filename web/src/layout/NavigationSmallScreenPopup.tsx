// The small-screen navigation's menu (MUI Menu): every link of every entry, entries separated. In a
// bundle of its own: NavigationSmallScreenMenu draws the button at once and loads this when the menu
// first opens (issue #14).
import Divider from '@mui/material/Divider';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { isDropdownEntry, type TopMenuItem } from './NavigationMenuButton';
import { NavigationItemContent, navigationLinkProps } from './NavigationItemContent';
import { menuLinks } from './navigationMenuLinks';

export interface NavigationSmallScreenPopupProps {
  id: string;
  items: readonly TopMenuItem[];
  selected: ReadonlySet<string>;
  anchor: HTMLElement | null;
  onClose: () => void;
}

export function NavigationSmallScreenPopup({ id, items, selected, anchor, onClose }: NavigationSmallScreenPopupProps) {
  const entries = items.flatMap((item, index) => {
    const link = navigationLinkProps(item);
    const own =
      !isDropdownEntry(item) && link
        ? [
            <MenuItem key={item.key} {...link} onClick={onClose} selected={selected.has(item.key)} aria-current={selected.has(item.key) ? 'page' : undefined}>
              <NavigationItemContent item={item} />
            </MenuItem>,
          ]
        : menuLinks(item, selected, onClose, `nav-small-${item.key}`);
    return index === 0 ? own : [<Divider key={`${item.key}-separator`} />, ...own];
  });
  return (
    <Menu id={id} anchorEl={anchor} open={Boolean(anchor)} onClose={onClose} slotProps={{ paper: { sx: { maxHeight: '70vh' } } }}>
      {entries}
    </Menu>
  );
}
