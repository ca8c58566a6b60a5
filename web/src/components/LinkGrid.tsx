// A labelled list of links, each with a line saying what is behind it, two columns from md up:
// the hub pages (insights, further research) list their destinations this way.
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';

export interface LinkGridItem {
  href: string;
  title: string;
  description: string;
}

export function LinkGrid({ label, items }: { label: string; items: readonly LinkGridItem[] }) {
  return (
    <Box component="ul" aria-label={label} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: { md: '1fr 1fr' } }}>
      {items.map((item) => (
        <Box component="li" key={item.href} sx={{ borderLeft: 3, borderColor: 'primary.main', pl: 2 }}>
          <Link component={RouterLink} to={item.href} sx={{ fontWeight: 600 }}>
            {item.title}
          </Link>
          <Typography color="text.secondary">{item.description}</Typography>
        </Box>
      ))}
    </Box>
  );
}
