// The simplistic layout (spec 1 §2): the header with its logo home link, the page and the footer;
// no navigation, search, account menu or alert banner. For the pages a visitor uses to get into
// an account (passwordless sign-in, asking for a password link and its outcomes).
import { Footer } from './Footer';
import { HeaderBar, Logo } from './HeaderBar';
import { LayoutShell, MainContent } from './LayoutShell';
import { SkipLink } from './SkipLink';

export function SimplisticLayout() {
  return (
    <LayoutShell>
      <SkipLink />
      <HeaderBar>
        <Logo />
      </HeaderBar>
      <MainContent />
      <Footer />
    </LayoutShell>
  );
}
