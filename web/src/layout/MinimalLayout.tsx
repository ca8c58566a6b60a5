// The minimal layout (spec 1 §2): a header with the logo whose link is disabled (plain text), and
// the page. For a task that must be finished where it is (setting a password from an e-mailed
// link): nothing around the page leads away from it.
import { HeaderBar, Logo } from './HeaderBar';
import { LayoutShell, MainContent } from './LayoutShell';
import { SkipLink } from './SkipLink';

export function MinimalLayout() {
  return (
    <LayoutShell>
      <SkipLink />
      <HeaderBar>
        <Logo linked={false} />
      </HeaderBar>
      <MainContent />
    </LayoutShell>
  );
}
