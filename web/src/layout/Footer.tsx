// The site footer (contentinfo landmark): the navigation source sections as link columns, then the
// support and privacy links every page keeps. Below every page's fold: it hydrates after the rest.
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { BRAND } from '@portal/domain';
import { FooterSections } from './FooterSections';
import { hydratesLater } from '../app/HydrateLater';

const LINKS = [
  { to: '/contact-form?id=9', label: 'Contact Customer Support' },
  { to: '/trust/data-privacy', label: 'Data privacy' },
  { to: '/analysts', label: 'Analysts' },
];

export const Footer = hydratesLater(function Footer() {
  return (
    <Box component="footer" sx={{ mt: 6, py: 4, px: { xs: 2, md: 4 }, bgcolor: 'grey.100', borderTop: 1, borderColor: 'grey.300' }}>
      <FooterSections />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1, sm: 3 }} component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {LINKS.map((link) => (
          <li key={link.to}>
            <Link component={RouterLink} to={link.to}>
              {link.label}
            </Link>
          </li>
        ))}
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        © {new Date().getFullYear()} {BRAND}
      </Typography>
    </Box>
  );
});
