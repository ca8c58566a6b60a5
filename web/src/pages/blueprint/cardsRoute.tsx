// Route module for /blueprint/blueprintCard (spec 1 §2): every solution blueprint as a card, one per
// function. The loader preloads the listing; a card's link loads its blueprint in full.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { useReadQuery } from '@apollo/client/react';
import { graphql } from '../../gql';
import { preloadQueryContext } from '../../app/routerContext';
import { TitledPage } from '../../layout/TitledPage';
import { BlueprintCard } from './BlueprintCard';

import { BLUEPRINTS_TITLE } from './blueprintsTitle';

export const BlueprintCardsQuery = graphql(`
  query BlueprintCardsPage {
    blueprints {
      id
      ...BlueprintCard_blueprint
    }
  }
`);

export async function loader({ context }: LoaderFunctionArgs) {
  const preloadQuery = context.get(preloadQueryContext);
  return preloadQuery.toPromise(preloadQuery(BlueprintCardsQuery));
}

export function Component() {
  const { data } = useReadQuery(useLoaderData<typeof loader>());
  return (
    <TitledPage title={BLUEPRINTS_TITLE} headingGap={1}>
      <Typography sx={{ mb: 3, maxWidth: '60ch' }}>
        Step-by-step plans from vision to results at scale, one for each function: define the direction, apply it with one team, then accelerate
        what works.
      </Typography>
      <Box
        component="ul"
        aria-label={BLUEPRINTS_TITLE}
        sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: '1fr 1fr 1fr' } }}
      >
        {data.blueprints.map((blueprint) => (
          <li key={blueprint.id}>
            <BlueprintCard blueprint={blueprint} />
          </li>
        ))}
      </Box>
    </TitledPage>
  );
}
