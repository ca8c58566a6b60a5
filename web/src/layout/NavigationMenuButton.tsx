// One top-level entry of the main navigation: a plain link, or a menu button whose menu lists the
// entry's links (a group's own links follow it; its call to action, e.g. 'View all functions', ends it).
import { useId, useState, type MouseEvent } from 'react';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { Link as RouterLink } from 'react-router';
import type { NavigationMenuQuery } from '../gql/graphql';

export type TopMenuItem = NavigationMenuQuery['navigation']['menuItems'][number];

interface Props {
  item: TopMenuItem;
  selected: ReadonlySet<string>;
}

export function NavigationMenuButton({ item, selected }: Props) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const current = selected.has(item.key);
  if (item.menuItems.length === 0 && item.path) {
    return (
      <Button component={RouterLink} to={item.path} color="inherit" aria-current={current ? 'page' : undefined} sx={current ? { textDecoration: 'underline' } : undefined}>
        {item.label}
      </Button>
    );
  }
  const close = () => setAnchor(null);
  return (
    <>
      <TopDisclosureButton label={item.label} current={current} open={Boolean(anchor)} controls={menuId} popup="menu" onOpen={setAnchor} />
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={close} slotProps={{ paper: { sx: { maxHeight: '70vh' } } }}>
        {menuLinks(item, selected, close)}
      </Menu>
    </>
  );
}

/** A top-level entry that opens its menu or panel: underlined when the current page is under it. */
export function TopDisclosureButton(props: { label: string; current: boolean; open: boolean; controls: string; popup?: 'menu'; onOpen: (anchor: HTMLElement) => void }) {
  return (
    <Button
      color="inherit"
      aria-haspopup={props.popup}
      aria-expanded={props.open ? 'true' : 'false'}
      aria-controls={props.open ? props.controls : undefined}
      aria-current={props.current ? 'true' : undefined}
      onClick={(event: MouseEvent<HTMLElement>) => props.onOpen(event.currentTarget)}
      sx={props.current ? { textDecoration: 'underline' } : undefined}
    >
      {props.label}
    </Button>
  );
}

/** The links under a top-level item, as menu items; shared with the small-screen menu. */
export function menuLinks(item: TopMenuItem, selected: ReadonlySet<string>, close: () => void) {
  const links = item.menuItems
    .filter((child) => child.path)
    .map((child) => (
      <MenuItem
        key={child.key}
        component={RouterLink}
        to={child.path!}
        onClick={close}
        selected={selected.has(child.key)}
        aria-current={selected.has(child.key) ? 'page' : undefined}
      >
        {child.label}
      </MenuItem>
    ));
  if (item.categoryActionButton && item.categoryActionPath) {
    links.push(<Divider key={`${item.key}-divider`} />);
    links.push(
      <MenuItem key={`${item.key}-action`} component={RouterLink} to={item.categoryActionPath} onClick={close} sx={{ fontWeight: 600 }}>
        {item.categoryActionButton}
      </MenuItem>,
    );
  }
  return links;
}
