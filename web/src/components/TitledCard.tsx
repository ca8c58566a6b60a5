// A card whose title links to its page: on listings and home pages. `reason` says why a home page
// shows it; `headingLevel` fits the page's outline (h3 under a section's h2); `reloadDocument` for
// pages that must load in full (blueprints, spec 1 §2).
import type { ReactNode } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { ReasonLabel } from './ReasonLabel';

export interface TitledCardProps {
  title: string;
  path: string;
  headingLevel?: 'h2' | 'h3';
  reason?: string;
  testId?: string;
  reloadDocument?: boolean;
  children?: ReactNode;
}

export function TitledCard({ title, path, headingLevel = 'h2', reason, testId, reloadDocument, children }: TitledCardProps) {
  return (
    <Card variant="outlined" component="article" data-testid={testId} sx={{ height: '100%' }}>
      <CardContent>
        <ReasonLabel text={reason} />
        <Typography variant="h3" component={headingLevel} sx={{ fontSize: '1.1rem', mb: 1 }}>
          <Link component={RouterLink} to={path} reloadDocument={reloadDocument}>
            {title}
          </Link>
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}
