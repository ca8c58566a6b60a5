// A page whose document title and level-one heading are the same words, with what follows them.
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DocumentMeta } from '../app/DocumentMeta';

export function TitledPage({ title, maxWidth, headingGap = 2, children }: { title: string; maxWidth?: number; headingGap?: number; children: ReactNode }) {
  return (
    <Box sx={{ maxWidth }}>
      <DocumentMeta title={title} />
      <Typography variant="h1" sx={{ mb: headingGap }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}
