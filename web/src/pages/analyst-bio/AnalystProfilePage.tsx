// The analyst profile (spec 2 §2-§4): who they are, what they cover and wrote, where to hear them
// next, and who else covers the same ground.
import Box from '@mui/material/Box';
import type { AnalystProfilePageQuery } from '../../gql/graphql';
import { AnalystProfileHero } from './AnalystProfileHero';
import { AnalystResearch } from './AnalystResearch';
import { AnalystWebinars } from './AnalystWebinars';
import { RelatedAnalysts } from './RelatedAnalysts';

export function AnalystProfilePage({ analyst }: { analyst: NonNullable<AnalystProfilePageQuery['analystProfile']> }) {
  return (
    <Box component="article">
      <AnalystProfileHero analyst={analyst} />
      <Box sx={{ display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr', lg: '2fr 1fr' }, alignItems: 'start' }}>
        <Box sx={{ minWidth: 0 }}>
          <AnalystResearch analyst={analyst} />
          <AnalystWebinars analyst={analyst} />
        </Box>
        <RelatedAnalysts analyst={analyst} />
      </Box>
    </Box>
  );
}
