// /my-account/shared-links (issue #13): the share links the reader made, each with its report, when
// it was made and until when it opens, its status and how many readers opened it, withdrawn with
// Revoke; for a reprint user, a second table of their reprint and preview links.
import type { SharedLinksPageQuery } from '../../../gql/graphql';
import { TitledPage } from '../../../layout/TitledPage';
import { SignInPrompt } from '../SignInPrompt';
import { ReprintLinksSection } from './ReprintLinksSection';
import { ShareLinksSection } from './ShareLinksSection';

export const SHARED_LINKS_PAGE_TITLE = 'Shared Links';

export function SharedLinksPage({ viewer }: { viewer: SharedLinksPageQuery['viewer'] | null }) {
  return (
    <TitledPage title={SHARED_LINKS_PAGE_TITLE} headingGap={3}>
      {viewer === null ? (
        <SignInPrompt text="Log in to see the links you have shared." />
      ) : (
        <>
          <ShareLinksSection shares={viewer.researchShares} />
          {viewer.isReprintUser && <ReprintLinksSection />}
        </>
      )}
    </TitledPage>
  );
}
