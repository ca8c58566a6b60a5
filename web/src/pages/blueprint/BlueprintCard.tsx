// A solution blueprint's card on /blueprint/blueprintCard: its function, title (a link that loads
// the blueprint in full, spec 1 §2) and summary.
import Typography from '@mui/material/Typography';
import { graphql, getFragmentData, type FragmentType } from '../../gql';
import { TitledCard } from '../../components/TitledCard';

export const BlueprintCardFragment = graphql(`
  fragment BlueprintCard_blueprint on BlueprintCard {
    id
    path
    title
    summary
    functionName
  }
`);

export function BlueprintCard(props: { blueprint: FragmentType<typeof BlueprintCardFragment> }) {
  const blueprint = getFragmentData(BlueprintCardFragment, props.blueprint);
  return (
    <TitledCard title={blueprint.title} path={blueprint.path} reloadDocument>
      <Typography component="p" variant="overline" sx={{ color: 'text.secondary', lineHeight: 1.5 }}>
        {blueprint.functionName}
      </Typography>
      <Typography sx={{ color: 'text.secondary' }}>{blueprint.summary}</Typography>
    </TitledCard>
  );
}
