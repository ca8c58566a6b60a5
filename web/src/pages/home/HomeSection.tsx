// One section of a home page: a labelled region with its h2 and its cards in a list, so a screen
// reader can jump between sections and hear how many cards each holds.
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export function HomeSection({ id, title, children, columns = 3 }: { id: string; title: string; children: ReactNode[]; columns?: number }) {
  const headingId = `${id}-heading`;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 5 }}>
      <Typography id={headingId} variant="h2" sx={{ fontSize: '1.5rem', mb: 2 }}>
        {title}
      </Typography>
      <Box
        component="ul"
        sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: `repeat(${columns}, minmax(0, 1fr))` } }}
      >
        {children.map((child, index) => (
          <Box component="li" key={index}>
            {child}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
