// A functional priority (spec 1 §1, §2): its label, description and function. Further research
// tabs live under /functional-priority/{slug}/{id}/further-research/{tab} (another slice).
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { graphql } from '../../gql';
import type { PriorityPageQuery as PriorityPageData } from '../../gql/graphql';
import { DocumentMeta } from '../../app/DocumentMeta';

export const PriorityPageQuery = graphql(`
  query PriorityPage($id: ID!) {
    priority(id: $id) {
      id
      label
      description
      path
      function {
        id
        name
        path
      }
    }
  }
`);

export function PriorityPage({ priority }: { priority: NonNullable<PriorityPageData['priority']> }) {
  return (
    <Box>
      <DocumentMeta title={priority.label} />
      <Breadcrumbs aria-label="Breadcrumb" sx={{ mb: 2 }}>
        <Link component={RouterLink} to="/functions">
          Functions
        </Link>
        <Link component={RouterLink} to={priority.function.path}>
          {priority.function.name}
        </Link>
        <Typography color="text.primary" aria-current="page">
          {priority.label}
        </Typography>
      </Breadcrumbs>
      <Typography variant="overline" component="p" color="text.secondary">
        Functional priority · {priority.function.name}
      </Typography>
      <Typography variant="h1" sx={{ mb: 2 }}>
        {priority.label}
      </Typography>
      <Typography sx={{ mb: 3, maxWidth: '70ch' }}>{priority.description}</Typography>
      <Link component={RouterLink} to={priority.function.path}>
        All priorities of {priority.function.name}
      </Link>
    </Box>
  );
}
