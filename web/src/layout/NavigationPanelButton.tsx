// One entry of the new navigation (release_new_navigation_changes): a disclosure button opening a
// panel headed by the entry's main header and description (spec 3 §3), its links with their icons,
// counters and descriptions, grouped by the entry's sub-headers (or the Functions menu by the
// reader's own function); the menu's call to action ends it. Links in lists, not menu items: a
// screen reader reads the panel as navigation, and Tab moves through it.
import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { navigationGroups, subHeaderGroups, type NavigationGroup } from './navigationGroups';
import { NavigationItemContent, navigationLinkProps } from './NavigationItemContent';
import { TopDisclosureButton, type TopMenuItem } from './NavigationMenuButton';

interface Props {
  item: TopMenuItem;
  selected: ReadonlySet<string>;
  subscribedSlugs: ReadonlySet<string>;
}

type Child = TopMenuItem['menuItems'][number];

function panelGroups(item: TopMenuItem, subscribedSlugs: ReadonlySet<string>): NavigationGroup<Child>[] {
  const linked = (children: Child[]) => children.filter((child) => navigationLinkProps(child));
  if (item.subHeaderMenuItems.length > 0) return subHeaderGroups(item).map((group) => ({ title: group.title, items: linked(group.items) }));
  return navigationGroups(item.key, linked(item.menuItems), subscribedSlugs);
}

export function NavigationPanelButton({ item, selected, subscribedSlugs }: Props) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const panelId = useId();
  const headingId = useId();
  const close = () => setAnchor(null);
  const groups = panelGroups(item, subscribedSlugs);
  const current = selected.has(item.key);
  return (
    <>
      <TopDisclosureButton item={item} current={current} open={Boolean(anchor)} controls={panelId} onOpen={setAnchor} />
      <Popover
        id={panelId}
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
    </>
  );
}
