// A page whose document title and level-one heading are the same words, with what follows them.
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { pageTitle } from '@portal/domain';

export function TitledPage({ title, maxWidth, children }: { title: string; maxWidth?: number; children: ReactNode }) {
  return (
    <Box sx={{ maxWidth }}>
      <title>{pageTitle(title)}</title>
      <Typography variant="h1" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}
