// The latest Wave and Landscape quarters and the emerging flag (spec 3 §3), as chips.
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { graphql, getFragmentData, type FragmentType } from '../../gql';

export const TechnologyBadgesFragment = graphql(`
  fragment TechnologyBadges_technology on Technology {
    emergingTechnology
    latestWave {
      quarterBadgeDetail
    }
    latestLandscape {
      quarter
    }
  }
`);

export function TechnologyBadges(props: { technology: FragmentType<typeof TechnologyBadgesFragment> }) {
  const technology = getFragmentData(TechnologyBadgesFragment, props.technology);
  if (!technology.latestWave && !technology.latestLandscape && !technology.emergingTechnology) return null;
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {technology.latestWave && <Chip size="small" color="primary" label={`Wave ${technology.latestWave.quarterBadgeDetail}`} />}
      {technology.latestLandscape && <Chip size="small" variant="outlined" color="primary" label={`Landscape ${technology.latestLandscape.quarter}`} />}
      {technology.emergingTechnology && <Chip size="small" color="secondary" label="Emerging technology" />}
    </Stack>
  );
}
