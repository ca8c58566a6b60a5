// One entry of the new navigation (release_new_navigation_changes): a disclosure button opening a
// panel of links, each with its description, grouped (the Functions menu by the reader's own
// function); the menu's call to action ends it. Links in lists, not menu items: a screen reader
// reads the panel as navigation, and Tab moves through it.
import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { navigationGroups } from './navigationGroups';
import { TopDisclosureButton, type TopMenuItem } from './NavigationMenuButton';

interface Props {
  item: TopMenuItem;
  selected: ReadonlySet<string>;
  subscribedSlugs: ReadonlySet<string>;
}

export function NavigationPanelButton({ item, selected, subscribedSlugs }: Props) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const panelId = useId();
  const headingId = useId();
  const close = () => setAnchor(null);
  const groups = navigationGroups(item.key, item.menuItems.filter((child) => child.path), subscribedSlugs);
  const current = selected.has(item.key);
  return (
    <>
      <TopDisclosureButton label={item.label} current={current} open={Boolean(anchor)} controls={panelId} onOpen={setAnchor} />
      <Popover
        id={panelId}
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{ paper: { role: 'region', 'aria-labelledby': headingId, sx: { p: 2, width: 560, maxWidth: 'calc(100vw - 32px)', maxHeight: '75vh' } } }}
      >
        <Typography variant="h2" id={headingId} sx={{ fontSize: '1.125rem' }}>
          {item.label}
        </Typography>
        {item.description && <Typography sx={{ color: 'text.secondary', mb: 1 }}>{item.description}</Typography>}
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
                  <Link component={RouterLink} to={child.path!} onClick={close} aria-current={selected.has(child.key) ? 'page' : undefined} sx={{ fontWeight: 600 }}>
                    {child.label}
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
