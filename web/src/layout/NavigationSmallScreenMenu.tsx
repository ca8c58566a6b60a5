// Below md the main navigation is one menu button: every link of every entry, entries separated.
import { useId, useState } from 'react';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import MenuIcon from '@mui/icons-material/Menu';
import { isDropdownEntry, menuLinks, type TopMenuItem } from './NavigationMenuButton';
import { NavigationItemContent, navigationLinkProps } from './NavigationItemContent';

interface Props {
  items: readonly TopMenuItem[];
  selected: ReadonlySet<string>;
}

export function NavigationSmallScreenMenu({ items, selected }: Props) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const close = () => setAnchor(null);
  const entries = items.flatMap((item, index) => {
    const link = navigationLinkProps(item);
    const own =
      !isDropdownEntry(item) && link
        ? [
            <MenuItem key={item.key} {...link} onClick={close} selected={selected.has(item.key)} aria-current={selected.has(item.key) ? 'page' : undefined}>
              <NavigationItemContent item={item} />
            </MenuItem>,
          ]
        : menuLinks(item, selected, close, `nav-small-${item.key}`);
    return index === 0 ? own : [<Divider key={`${item.key}-separator`} />, ...own];
  });
  return (
    <>
      <IconButton
        color="inherit"
        aria-label="Main menu"
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : 'false'}
        aria-controls={anchor ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <MenuIcon />
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={close} slotProps={{ paper: { sx: { maxHeight: '70vh' } } }}>
        {entries}
      </Menu>
    </>
  );
}
