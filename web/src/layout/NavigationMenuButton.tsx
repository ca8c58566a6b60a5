// One top-level entry of the main navigation: a plain link, or (isDropdown) a menu button whose menu
// lists the entry's links, under its main header and grouped by its sub-headers when it has them
// (spec 3 §3); its call to action, e.g. 'View all functions', ends it. The menu (MUI Menu, Popover,
// Modal) loads when the reader points at or focuses the button, and is mounted from its first
// opening on (issue #14: it is not part of a page's first paint).
import { Suspense, useId, useState, type MouseEvent } from 'react';
import Button from '@mui/material/Button';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { onDemand } from '../app/onDemand';
import type { NavigationMenuQuery } from '../gql/graphql';
import { navigationIconElement } from './navigationIcons';
import { navigationLinkProps } from './NavigationItemContent';

export type TopMenuItem = NavigationMenuQuery['navigation']['menuItems'][number];

interface Props {
  item: TopMenuItem;
  selected: ReadonlySet<string>;
}

/** A top-level entry opens a dropdown when the data says so, or when it has nowhere of its own to go. */
export function isDropdownEntry(item: TopMenuItem): boolean {
  return item.isDropdown || !navigationLinkProps(item);
}

const menuPopup = onDemand(async () => (await import('./NavigationMenuPopup')).NavigationMenuPopup, 'navigation menu');

export function NavigationMenuButton({ item, selected }: Props) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // Mounted from the first opening on, so the menu's closing transition runs.
  const [opened, setOpened] = useState(false);
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
  const open = (target: HTMLElement) => {
    setOpened(true);
    setAnchor(target);
  };
  return (
    <>
      <TopDisclosureButton item={item} current={current} open={Boolean(anchor)} controls={menuId} popup="menu" onOpen={open} onPreload={menuPopup.preload} />
      {opened && (
        <Suspense fallback={null}>
          <menuPopup.Component id={menuId} item={item} selected={selected} anchor={anchor} onClose={close} />
        </Suspense>
      )}
    </>
  );
}

/** A top-level entry that opens its menu or panel: underlined when the current page is under it. */
export function TopDisclosureButton(props: { item: TopMenuItem; current: boolean; open: boolean; controls: string; popup?: 'menu'; onOpen: (anchor: HTMLElement) => void; onPreload: () => void }) {
  const { item } = props;
  return (
    <Button
      color="inherit"
      aria-haspopup={props.popup}
      aria-expanded={props.open ? 'true' : 'false'}
      aria-controls={props.open ? props.controls : undefined}
      aria-current={props.current ? 'true' : undefined}
      onClick={(event: MouseEvent<HTMLElement>) => props.onOpen(event.currentTarget)}
      // The popup's code, fetched before the click when the reader points at the button or tabs to it.
      onPointerEnter={props.onPreload}
      onFocus={props.onPreload}
      startIcon={navigationIconElement(item.iconName)}
      endIcon={item.chevron ? <ExpandMore aria-hidden="true" data-testid="chevron" sx={{ transition: 'transform 150ms', transform: props.open ? 'rotate(180deg)' : 'none' }} /> : undefined}
      sx={props.current ? { textDecoration: 'underline' } : undefined}
    >
      {item.label}
    </Button>
  );
}
