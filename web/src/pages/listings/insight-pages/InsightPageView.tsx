// A planning guide or predictions page: eyebrow, title, authors, and its sections as tabs selected
// by the last path segment (spec 3 §2). Each tab is a link, so it has its own URL.
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation } from 'react-router';
import { formatLongDate, insightTabOf } from '@portal/domain';
import { LinkTabs } from '../shared/LinkTabs';
import { DocumentMeta } from '../../../app/DocumentMeta';

/** The page fields shown; both planning guides and predictions have them. */
export interface InsightPageFields {
  id: string;
  path: string;
  title: string;
  summary: string;
  publishedDate: string;
  functionName: string;
}

export interface InsightPageSection {
  id: string;
  title: string;
  paragraphs: readonly string[];
}

export function InsightPageView(props: {
  hub: { title: string; path: string };
  page: InsightPageFields;
  authors: readonly { id: string; fullName: string; path?: string | null }[];
  sections: readonly InsightPageSection[];
}) {
  const { page } = props;
  const { pathname } = useLocation();
  const tab = insightTabOf(pathname, props.sections);
  return (
    <Box component="article">
      <DocumentMeta title={tab ? `${tab.title} | ${page.title}` : page.title} />
      <Breadcrumbs aria-label="Breadcrumb" sx={{ mb: 2 }}>
        <Link component={RouterLink} to={props.hub.path}>
          {props.hub.title}
        </Link>
        <Typography aria-current="page">{page.title}</Typography>
      </Breadcrumbs>
      <Typography component="p" variant="overline" sx={{ color: 'text.secondary' }}>
        {page.functionName}
      </Typography>
      <Typography variant="h1" sx={{ mb: 1 }}>
        {page.title}
      </Typography>
      <Typography component="p" sx={{ color: 'text.secondary', mb: 2 }}>
        <time dateTime={page.publishedDate}>{formatLongDate(page.publishedDate)}</time>
        {props.authors.length > 0 && ` · ${props.authors.map((a) => a.fullName).join(', ')}`}
      </Typography>
      <Typography sx={{ mb: 3, maxWidth: '70ch' }}>{page.summary}</Typography>
      {tab && (
        <>
          <LinkTabs label="Sections" value={tab.id} tabs={props.sections.map((s) => ({ value: s.id, label: s.title, href: `${page.path}/${s.id}` }))} />
          <Box component="section" aria-labelledby="insight-section-title">
            <Typography id="insight-section-title" variant="h2" sx={{ fontSize: '1.5rem', mb: 2 }}>
              {tab.title}
            </Typography>
            {tab.paragraphs.map((text) => (
              <Typography key={text} sx={{ mb: 2, maxWidth: '70ch' }}>
                {text}
              </Typography>
            ))}
          </Box>
        </>
      )}
    </Box>
  );
}
