// A static page (privacy summary, partner page, planned research...): the copy's title as the h1,
// a lead paragraph, then one labelled section per heading, so screen readers can move by region.
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { metaDescription, slugify } from '@portal/domain';
import { TitledPage } from '../../layout/TitledPage';
import type { CopySection, StaticCopy } from './staticCopy';

function Section({ section }: { section: CopySection }) {
  const headingId = `section-${slugify(section.heading)}`;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 4 }}>
      <Typography id={headingId} variant="h2" sx={{ fontSize: '1.5rem', mb: 1.5 }}>
        {section.heading}
      </Typography>
      {section.paragraphs?.map((text) => (
        <Typography key={text} sx={{ mb: 1.5 }}>
          {text}
        </Typography>
      ))}
      {section.items && (
        <Box component="ul" sx={{ pl: 0, listStyle: 'none', display: 'grid', gap: 2 }}>
          {section.items.map((item) => (
            <Box component="li" key={item.title} sx={{ borderLeft: 3, borderColor: 'primary.main', pl: 2 }}>
              <Typography component="h3" sx={{ fontWeight: 600 }}>
                {item.title}
              </Typography>
              <Typography>{item.text}</Typography>
            </Box>
          ))}
        </Box>
      )}
      {section.links && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3}>
          {section.links.map((link) => (
            <Link key={link.to} component={RouterLink} to={link.to}>
              {link.label}
            </Link>
          ))}
        </Stack>
      )}
    </Box>
  );
}

export function StaticPage({ copy }: { copy: StaticCopy }) {
  return (
    <Box component="article" sx={{ maxWidth: 820 }}>
      <meta name="description" content={metaDescription(copy.description)} />
      {copy.eyebrow && (
        <Typography sx={{ textTransform: 'uppercase', letterSpacing: 1, fontSize: '0.8rem', fontWeight: 600, color: 'text.secondary', mb: 1 }}>
          {copy.eyebrow}
        </Typography>
      )}
      <TitledPage title={copy.title}>
        <Typography sx={{ fontSize: '1.15rem', mb: 2 }}>{copy.lead}</Typography>
        {copy.updated && <Typography sx={{ color: 'text.secondary' }}>Last updated {copy.updated}</Typography>}
        {copy.sections.map((section) => (
          <Section key={section.heading} section={section} />
        ))}
      </TitledPage>
    </Box>
  );
}

/** The route module of a page made of `copy` (for lazyRoute). */
export function staticPageModule(copy: StaticCopy) {
  return { Component: () => <StaticPage copy={copy} /> };
}
