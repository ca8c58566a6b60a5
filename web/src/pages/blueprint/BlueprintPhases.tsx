// A blueprint's phases (Define, Apply, Accelerate): each a numbered step of the plan with its own
// steps, in order.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { graphql, getFragmentData, type FragmentType } from '../../gql';

export const BlueprintPhasesFragment = graphql(`
  fragment BlueprintPhases_blueprint on Blueprint {
    phases {
      phase
      title
      description
      steps
    }
  }
`);

export function BlueprintPhases(props: { blueprint: FragmentType<typeof BlueprintPhasesFragment> }) {
  const { phases } = getFragmentData(BlueprintPhasesFragment, props.blueprint);
  return (
    <Box component="section" aria-labelledby="blueprint-phases" sx={{ mb: 4 }}>
      <Typography id="blueprint-phases" variant="h2" sx={{ mb: 2 }}>
        The Phases
      </Typography>
      <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr 1fr' } }}>
        {phases.map((phase) => (
          <Box component="li" key={phase.phase} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }}>
            <Typography component="p" variant="overline" sx={{ color: 'text.secondary', lineHeight: 1.5 }}>
              {phase.phase}
            </Typography>
            <Typography variant="h3" sx={{ mb: 1 }}>
              {phase.title}
            </Typography>
            <Typography sx={{ mb: 1 }}>{phase.description}</Typography>
            <Box component="ol" sx={{ pl: 3, m: 0 }}>
              {phase.steps.map((step) => (
                <li key={step}>
                  <Typography>{step}</Typography>
                </li>
              ))}
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
