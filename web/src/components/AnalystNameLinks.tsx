// Analysts' names separated by commas, each a link to their profile when they have one (an
// inactive analyst has no path, spec 1 §4), optionally followed by their title.
import { Fragment } from 'react';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';

interface NamedAnalyst {
  id: string;
  fullName: string;
  path?: string | null;
  title?: string | null;
}

export function AnalystNameLinks({ analysts, withTitles = false }: { analysts: readonly NamedAnalyst[]; withTitles?: boolean }) {
  return analysts.map((analyst, index) => (
    <Fragment key={analyst.id}>
      {index > 0 && ', '}
      {analyst.path ? (
        <Link component={RouterLink} to={analyst.path}>
          {analyst.fullName}
        </Link>
      ) : (
        analyst.fullName
      )}
      {withTitles && analyst.title && ` (${analyst.title})`}
    </Fragment>
  ));
}
