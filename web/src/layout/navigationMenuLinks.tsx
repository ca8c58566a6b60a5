// The links under a top-level navigation entry as menu items, for the entry's menu and the
// small-screen menu: part of their bundle, loaded when a menu first opens (issue #14).
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { NavigationItemContent, navigationLinkProps } from './NavigationItemContent';
import { subHeaderGroups } from './navigationGroups';
import type { TopMenuItem } from './NavigationMenuButton';

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
