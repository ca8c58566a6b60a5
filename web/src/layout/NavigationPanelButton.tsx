// One entry of the new navigation (release_new_navigation_changes): a disclosure button opening a
// panel headed by the entry's main header and description (spec 3 §3), its links with their icons,
// counters and descriptions, grouped by the entry's sub-headers (or the Functions menu by the
// reader's own function); the menu's call to action ends it. Links in lists, not menu items: a
// screen reader reads the panel as navigation, and Tab moves through it. The panel (MUI Popover,
// Modal) loads when the reader points at or focuses the button (issue #14).
import { Suspense, useId, useState } from 'react';
import { onDemand } from '../app/onDemand';
import { TopDisclosureButton, type TopMenuItem } from './NavigationMenuButton';

interface Props {
  item: TopMenuItem;
  selected: ReadonlySet<string>;
  subscribedSlugs: ReadonlySet<string>;
}

const panelPopup = onDemand(async () => (await import('./NavigationPanelPopup')).NavigationPanelPopup, 'navigation panel');

export function NavigationPanelButton({ item, selected, subscribedSlugs }: Props) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // Mounted from the first opening on, so the panel's closing transition runs.
  const [opened, setOpened] = useState(false);
  const panelId = useId();
  const close = () => setAnchor(null);
  const open = (target: HTMLElement) => {
    setOpened(true);
    setAnchor(target);
  };
  const current = selected.has(item.key);
  return (
    <>
      <TopDisclosureButton item={item} current={current} open={Boolean(anchor)} controls={panelId} onOpen={open} onPreload={panelPopup.preload} />
      {opened && (
        <Suspense fallback={null}>
          <panelPopup.Component id={panelId} item={item} selected={selected} subscribedSlugs={subscribedSlugs} anchor={anchor} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
