// What a navigation item shows beside its label (spec 3 §3): its icon, a counter badge the screen
// reader hears as a count, a mark on links that leave the portal, and a chevron where the data asks
// for one. Shared by the menus, the small-screen menu and the new navigation's panel.
import Box from '@mui/material/Box';
import ChevronRight from '@mui/icons-material/ChevronRight';
import OpenInNew from '@mui/icons-material/OpenInNew';
import { Link as RouterLink } from 'react-router';
import { visuallyHidden } from '../a11y/visuallyHidden';
import { externalDestination } from '../pages/external/externalUrl';
import { NavigationIcon } from './navigationIcons';

export interface NavigationItemFields {
  label: string;
  path?: string | null;
  external?: boolean | null;
  iconName?: string | null;
  counter?: number | null;
  chevron?: boolean | null;
}

export const counterLabel = (count: number) => (count === 1 ? '1 item' : `${count} items`);
export const EXTERNAL_LINK_NOTE = '(opens in a new tab)';

export function CounterBadge({ count }: { count: number }) {
  return (
    <Box component="span" sx={{ ml: 1, px: 0.75, minWidth: 20, borderRadius: 10, bgcolor: 'grey.200', color: 'text.primary', fontSize: '0.75rem', fontWeight: 700, textAlign: 'center', lineHeight: '20px' }}>
      <span aria-hidden="true">{count}</span>
      <Box component="span" sx={visuallyHidden}>
        ({counterLabel(count)})
      </Box>
    </Box>
  );
}

export function NavigationItemContent({ item, showIcon = true }: { item: NavigationItemFields; showIcon?: boolean }) {
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, width: '100%' }}>
      {showIcon && <NavigationIcon name={item.iconName} />}
      <Box component="span" sx={{ flexGrow: 1 }}>
        {item.label}
      </Box>
      {item.counter != null && <CounterBadge count={item.counter} />}
      {item.external && (
        <>
          <OpenInNew fontSize="inherit" aria-hidden="true" data-testid="external-mark" />
          <Box component="span" sx={visuallyHidden}>
            {EXTERNAL_LINK_NOTE}
          </Box>
        </>
      )}
      {item.chevron && <ChevronRight fontSize="small" aria-hidden="true" data-testid="chevron" />}
    </Box>
  );
}

/**
 * How an item links: inside the portal through the router, outside it (external, an http(s) address
 * only) in a new tab that gets no handle on this one. Anything else is not a link at all.
 */
export type NavigationLinkProps =
  | { component: typeof RouterLink; to: string }
  | { component: 'a'; href: string; target: '_blank'; rel: 'noopener noreferrer' };

export function navigationLinkProps(item: Pick<NavigationItemFields, 'path' | 'external'>): NavigationLinkProps | null {
  const path = item.path?.trim();
  if (!path) return null;
  if (item.external) {
    const destination = externalDestination(path);
    return destination.kind === 'valid' ? { component: 'a', href: destination.href, target: '_blank', rel: 'noopener noreferrer' } : null;
  }
  // An internal path is the portal's own: one leading slash, never '//host'.
  return /^\/(?!\/)/.test(path) ? { component: RouterLink, to: path } : null;
}
