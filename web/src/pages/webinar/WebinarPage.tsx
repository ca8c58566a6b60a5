// A webinar or peer discussion (spec 3 "Webinar page"): what and when, who hosts it, the primary
// action (register, add a paid webinar to the cart, or watch an ended one's recording), the
// recording in an accessible player, the downloadable assets, and related webinars, upcoming and on
// demand (the peer discussion page is the second variant, spec 3 §4).
import { useRef } from 'react';
import Box from '@mui/material/Box';
import type { WebinarPageQuery } from '../../gql/graphql';
import { RelatedWebinars } from './RelatedWebinars';
import { WebinarHero } from './WebinarHero';
import { WebinarRegistration } from './WebinarRegistration';
import { AddToCartButton } from '../cart/AddToCartButton';
import { WatchRecordingAction } from './WatchRecordingAction';
import { RecordingPlayer, type RecordingPlayerHandle } from './RecordingPlayer';
import { WebinarAssets } from './WebinarAssets';

export function WebinarPage({ webinar, viewer, secondVariant = false }: { webinar: NonNullable<WebinarPageQuery['webinar']>; viewer: WebinarPageQuery['viewer'] | null; secondVariant?: boolean }) {
  const player = useRef<RecordingPlayerHandle>(null);
  return (
    <Box component="article">
      <WebinarHero webinar={webinar}>
        <WebinarRegistration webinar={webinar} viewer={viewer} />
        <WatchRecordingAction webinar={webinar} signedIn={viewer !== null} onWatch={async () => player.current?.play()} />
        {webinar.purchase && (
          // A paid webinar the reader is not registered for can be bought through the cart.
          <Box sx={{ mt: 2 }}>
            <AddToCartButton purchase={webinar.purchase} title={webinar.title} />
          </Box>
        )}
      </WebinarHero>
      <RecordingPlayer webinar={webinar} ref={player} />
      <WebinarAssets webinar={webinar} signedIn={viewer !== null} />
      <RelatedWebinars webinar={webinar} secondVariant={secondVariant} />
    </Box>
  );
}
