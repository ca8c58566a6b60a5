// Services (or Markets under the redesign) > the market > the page.
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import type { MarketRoute } from './marketRoute';

export function MarketBreadcrumbs({ route, current }: { route: MarketRoute; current?: string }) {
  return (
    <Breadcrumbs aria-label="Breadcrumb" sx={{ mb: 2 }}>
      <Link component={RouterLink} to={route.section.href}>
        {route.section.label}
      </Link>
      {current ? (
        <Link component={RouterLink} to={route.landingHref}>
          {route.title}
        </Link>
      ) : (
        <Typography color="text.primary" aria-current="page">
          {route.title}
        </Typography>
      )}
      {current && (
        <Typography color="text.primary" aria-current="page">
          {current}
        </Typography>
      )}
    </Breadcrumbs>
  );
}
