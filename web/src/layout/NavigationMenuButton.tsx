// One top-level entry of the main navigation: a plain link, or (isDropdown) a menu button whose menu
// lists the entry's links, under its main header and grouped by its sub-headers when it has them
// (spec 3 §3); its call to action, e.g. 'View all functions', ends it.
import { useId, useState, type MouseEvent, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { Link as RouterLink } from 'react-router';
import type { NavigationMenuQuery } from '../gql/graphql';
import { navigationIconElement } from './navigationIcons';
import { NavigationItemContent, navigationLinkProps } from './NavigationItemContent';
import { subHeaderGroups } from './navigationGroups';

export type TopMenuItem = NavigationMenuQuery['navigation']['menuItems'][number];

interface Props {
  item: TopMenuItem;
  selected: ReadonlySet<string>;
}

/** A top-level entry opens a dropdown when the data says so, or when it has nowhere of its own to go. */
export function isDropdownEntry(item: TopMenuItem): boolean {
  return item.isDropdown || !navigationLinkProps(item);
}

export function NavigationMenuButton({ item, selected }: Props) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const current = selected.has(item.key);
  const link = navigationLinkProps(item);
  if (!isDropdownEntry(item) && link) {
    return (
      <Button {...link} color="inherit" startIcon={navigationIconElement(item.iconName)} aria-current={current ? 'page' : undefined} sx={current ? { textDecoration: 'underline' } : undefined}>
        {item.label}
      </Button>
    );
  }
  const close = () => setAnchor(null);
  return (
    <>
      <TopDisclosureButton item={item} current={current} open={Boolean(anchor)} controls={menuId} popup="menu" onOpen={setAnchor} />
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={close}
        slotProps={{ paper: { sx: { maxHeight: '70vh' } }, list: { 'aria-label': item.mainHeader ?? item.label } }}
      >
        {menuLinks(item, selected, close)}
      </Menu>
    </>
  );
}

/** A top-level entry that opens its menu or panel: underlined when the current page is under it. */
export function TopDisclosureButton(props: { item: TopMenuItem; current: boolean; open: boolean; controls: string; popup?: 'menu'; onOpen: (anchor: HTMLElement) => void }) {
  const { item } = props;
  return (
    <Button
      color="inherit"
      aria-haspopup={props.popup}
      aria-expanded={props.open ? 'true' : 'false'}
      aria-controls={props.open ? props.controls : undefined}
      aria-current={props.current ? 'true' : undefined}
      onClick={(event: MouseEvent<HTMLElement>) => props.onOpen(event.currentTarget)}
      startIcon={navigationIconElement(item.iconName)}
      endIcon={item.chevron ? <ExpandMore aria-hidden="true" data-testid="chevron" sx={{ transition: 'transform 150ms', transform: props.open ? 'rotate(180deg)' : 'none' }} /> : undefined}
      sx={props.current ? { textDecoration: 'underline' } : undefined}
    >
      {item.label}
    </Button>
  );
}

/**
 * The links under a top-level item, as menu items; shared with the small-screen menu. The main
 * header and the sub-headers are not menu items: arrow keys pass them by, and each link of a group
 * is described by its sub-header.
 */
export function menuLinks(item: TopMenuItem, selected: ReadonlySet<string>, close: () => void, idPrefix = `nav-${item.key}`): ReactNode[] {
  const entries: ReactNode[] = [];
  if (item.mainHeader) {
    entries.push(
      <ListSubheader key={`${item.key}-header`} role="presentation" disableSticky sx={{ lineHeight: 1.4, py: 1, maxWidth: 360 }}>
        <Box component="span" sx={{ display: 'block', fontWeight: 700, color: 'text.primary' }}>
          {item.mainHeader}
        </Box>
        {item.mainDescription && (
          <Typography component="span" variant="body2" sx={{ display: 'block', whiteSpace: 'normal' }}>
            {item.mainDescription}
          </Typography>
        )}
      </ListSubheader>,
    );
  }
  for (const group of subHeaderGroups(item)) {
    const groupId = group.title ? `${idPrefix}-${group.key}` : undefined;
    if (group.title) {
      entries.push(
        <ListSubheader key={group.key} id={groupId} role="presentation" disableSticky sx={{ fontWeight: 700, textTransform: 'uppercase', fontSize: '0.75rem', letterSpacing: 0.5, lineHeight: 2.5 }}>
          {group.title}
        </ListSubheader>,
      );
    }
    for (const child of group.items) {
      const link = navigationLinkProps(child);
      if (!link) continue;
      entries.push(
        <MenuItem
          key={`${group.key}-${child.key}`}
          {...link}
          onClick={close}
          selected={selected.has(child.key)}
          aria-current={selected.has(child.key) ? 'page' : undefined}
          aria-describedby={groupId}
        >
          <NavigationItemContent item={child} />
        </MenuItem>,
      );
    }
  }
  if (item.categoryActionButton && item.categoryActionPath) {
    entries.push(<Divider key={`${item.key}-divider`} />);
    entries.push(
      <MenuItem key={`${item.key}-action`} component={RouterLink} to={item.categoryActionPath} onClick={close} sx={{ fontWeight: 600 }}>
        {item.categoryActionButton}
      </MenuItem>,
    );
  }
  return entries;
}
