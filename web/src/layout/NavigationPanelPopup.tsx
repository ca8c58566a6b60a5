// The new navigation's panel of one entry (MUI Popover), in a bundle of its own: NavigationPanelButton
// draws the button at once and loads this when the panel first opens (issue #14).
import { useId } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { navigationGroups, subHeaderGroups, type NavigationGroup } from './navigationGroups';
import { NavigationItemContent, navigationLinkProps } from './NavigationItemContent';
import type { TopMenuItem } from './NavigationMenuButton';

export interface NavigationPanelPopupProps {
  id: string;
  item: TopMenuItem;
  selected: ReadonlySet<string>;
  subscribedSlugs: ReadonlySet<string>;
  anchor: HTMLElement | null;
  onClose: () => void;
}

type Child = TopMenuItem['menuItems'][number];

function panelGroups(item: TopMenuItem, subscribedSlugs: ReadonlySet<string>): NavigationGroup<Child>[] {
  const linked = (children: Child[]) => children.filter((child) => navigationLinkProps(child));
  if (item.subHeaderMenuItems.length > 0) return subHeaderGroups(item).map((group) => ({ title: group.title, items: linked(group.items) }));
  return navigationGroups(item.key, linked(item.menuItems), subscribedSlugs);
}

export function NavigationPanelPopup({ id, item, selected, subscribedSlugs, anchor, onClose }: NavigationPanelPopupProps) {
  const headingId = useId();
  const close = onClose;
  const groups = panelGroups(item, subscribedSlugs);
  return (
    <Popover
      id={id}
      open={Boolean(anchor)}
      anchorEl={anchor}
      onClose={close}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      slotProps={{ paper: { role: 'region', 'aria-labelledby': headingId, sx: { p: 2, width: 560, maxWidth: 'calc(100vw - 32px)', maxHeight: '75vh' } } }}
    >
      <Typography variant="h2" id={headingId} sx={{ fontSize: '1.125rem' }}>
        {item.mainHeader ?? item.label}
      </Typography>
      {(item.mainDescription ?? item.description) && <Typography sx={{ color: 'text.secondary', mb: 1 }}>{item.mainDescription ?? item.description}</Typography>}
      {groups.map((group) => (
        <Box key={group.title ?? 'links'} component="section" sx={{ mt: 1.5 }}>
          {group.title && (
            <Typography variant="h3" sx={{ fontSize: '0.95rem', fontWeight: 700, textTransform: 'uppercase', letterSpacing: 0.5, mb: 0.5 }}>
              {group.title}
            </Typography>
          )}
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 0.75, gridTemplateColumns: { sm: '1fr 1fr' } }}>
            {group.items.map((child) => (
              <li key={child.key}>
                <Link {...navigationLinkProps(child)!} onClick={close} aria-current={selected.has(child.key) ? 'page' : undefined} sx={{ fontWeight: 600, display: 'flex' }}>
                  <NavigationItemContent item={child} />
                </Link>
                {child.description && (
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    {child.description}
                  </Typography>
                )}
              </li>
            ))}
          </Box>
        </Box>
      ))}
      {item.categoryActionButton && item.categoryActionPath && (
        <Link component={RouterLink} to={item.categoryActionPath} onClick={close} sx={{ display: 'inline-block', mt: 2, fontWeight: 700 }}>
          {item.categoryActionButton}
        </Link>
      )}
    </Popover>
  );
}
