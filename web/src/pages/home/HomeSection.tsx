// One section of a home page: a labelled region with its h2 and its cards in a list, so a screen
// reader can jump between sections and hear how many cards each holds. A section that did not
// arrive (its call failed) or came back empty is not shown.
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

interface HomeSectionProps<T> {
  id: string;
  title: string;
  items: readonly T[] | null | undefined;
  keyOf: (item: T) => string;
  render: (item: T) => ReactNode;
  columns?: number;
}

export function HomeSection<T>({ id, title, items, keyOf, render, columns = 3 }: HomeSectionProps<T>) {
  if (!items || items.length === 0) return null;
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
        {items.map((item) => (
          <Box component="li" key={keyOf(item)}>
            {render(item)}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
