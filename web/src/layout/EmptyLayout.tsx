// The empty layout (spec 1 §2): no header or footer, only the main landmark with the page, the
// live region and the toast. For a page that stands alone (the /external interstitial).
import { LayoutShell, MainContent } from './LayoutShell';

export function EmptyLayout() {
  return (
    <LayoutShell>
      <MainContent />
    </LayoutShell>
  );
}
