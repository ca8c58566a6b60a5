// The intermediary layout (spec 1 §2): a black header whose only content is the logo linking to
// /myhome, then the page and the footer. For steps a reader passes through on the way in (the
// registration interceptors): no navigation, search or alert banner to lead them off the step.
import { Footer } from './Footer';
import { HeaderBar, Logo } from './HeaderBar';
import { LayoutShell, MainContent } from './LayoutShell';
import { SkipLink } from './SkipLink';

export function IntermediaryLayout() {
  return (
    <LayoutShell>
      <SkipLink />
      <HeaderBar black>
        <Logo />
      </HeaderBar>
      <MainContent />
      <Footer />
    </LayoutShell>
  );
}
