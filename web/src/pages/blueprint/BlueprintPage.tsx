// A solution blueprint (spec 1 §2, spec 2 §2): its function and title on its picture, the vision it
// leads to, the outcomes, the three phases, and the function's priorities it serves.
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { BLUEPRINT_CARDS_PATH } from '@portal/domain';
import { graphql, getFragmentData, type FragmentType } from '../../gql';
import { BlueprintPhases } from './BlueprintPhases';
import { BLUEPRINTS_TITLE } from './blueprintsTitle';
import { DocumentMeta } from '../../app/DocumentMeta';

export const BlueprintPageFragment = graphql(`
  fragment BlueprintPage_blueprint on Blueprint {
    id
    title
    summary
    functionName
    image
    vision
    outcomes
    priorities {
      id
      label
      path
    }
    ...BlueprintPhases_blueprint
  }
`);

export function BlueprintPage(props: { blueprint: FragmentType<typeof BlueprintPageFragment> }) {
  const blueprint = getFragmentData(BlueprintPageFragment, props.blueprint);
  return (
    <Box component="article">
      <DocumentMeta title={blueprint.title} description={blueprint.vision} type="article" />
      <Breadcrumbs aria-label="Breadcrumb" sx={{ mb: 2 }}>
        {/* Under /blueprint, like the blueprints themselves: a full page load (spec 1 §2). */}
        <Link component={RouterLink} to={BLUEPRINT_CARDS_PATH} reloadDocument>
          {BLUEPRINTS_TITLE}
        </Link>
        <Typography aria-current="page">{blueprint.title}</Typography>
      </Breadcrumbs>
      <Box component="header" sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' }, alignItems: 'center', mb: 4 }}>
        <div>
          <Typography component="p" variant="overline" sx={{ color: 'text.secondary', fontWeight: 600 }}>
            {blueprint.functionName}
          </Typography>
          <Typography variant="h1" sx={{ mb: 1.5 }}>
            {blueprint.title}
          </Typography>
          <Typography sx={{ fontSize: '1.1rem', maxWidth: '60ch' }}>{blueprint.summary}</Typography>
        </div>
        <Box component="img" src={blueprint.image} alt="" sx={{ width: '100%', borderRadius: 1, aspectRatio: '10 / 3', objectFit: 'cover' }} />
      </Box>
      <Box component="section" aria-labelledby="blueprint-vision" sx={{ mb: 4, maxWidth: '70ch' }}>
        <Typography id="blueprint-vision" variant="h2" sx={{ mb: 1.5 }}>
          The Vision
        </Typography>
        <Typography sx={{ fontSize: '1.1rem', mb: 2 }}>{blueprint.vision}</Typography>
        <Typography variant="h3" sx={{ mb: 1 }}>
          Outcomes
        </Typography>
        <Box component="ul" sx={{ pl: 3, m: 0 }}>
          {blueprint.outcomes.map((outcome) => (
            <li key={outcome}>
              <Typography>{outcome}</Typography>
            </li>
          ))}
        </Box>
      </Box>
      <BlueprintPhases blueprint={blueprint} />
      <Box component="nav" aria-labelledby="blueprint-priorities">
        <Typography id="blueprint-priorities" variant="h2" sx={{ mb: 1.5 }}>
          Priorities It Serves
        </Typography>
        <Box component="ul" sx={{ pl: 3, m: 0 }}>
          {blueprint.priorities.map((priority) => (
            <li key={priority.id}>
              <Link component={RouterLink} to={priority.path}>
                {priority.label}
              </Link>
            </li>
          ))}
        </Box>
      </Box>
    </Box>
  );
}
