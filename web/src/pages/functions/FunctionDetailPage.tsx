// A function page (spec 3 §2): nav groups 'Your Function' and 'Related Functions'; tabs Functional
// Priorities, then Benchmark Metrics, Courses, Assessments, Case Studies and Webinars only when
// they have data, each at its label's slug.
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useNavigation } from 'react-router';
import { FUNCTION_NAV_GROUPS, formatLongDate } from '@portal/domain';
import { graphql } from '../../gql';
import type { FunctionPageQuery as FunctionPageData } from '../../gql/graphql';
import { functionTabHref } from './functionPath';
import { DocumentMeta } from '../../app/DocumentMeta';

export const FunctionPageQuery = graphql(`
  query FunctionPage($slug: String!, $id: ID) {
    servicePage(slug: $slug, id: $id) {
      id
      service {
        id
        slug
        title
        description
        category
        contentType
        contentURL
      }
      priorities {
        id
        label
        description
        path
      }
      tabs {
        label
        slug
        items {
          id
          title
          summary
          path
          publishedDate
          label
        }
      }
      relatedFunctions {
        id
        title
        contentURL
      }
    }
  }
`);

type Page = NonNullable<FunctionPageData['servicePage']>;

function FunctionNav({ page }: { page: Page }) {
  const groups = [
    { id: 'your-function', title: FUNCTION_NAV_GROUPS.yours, items: [{ id: page.service.id, title: page.service.title, contentURL: page.service.contentURL, current: true }] },
    { id: 'related-functions', title: FUNCTION_NAV_GROUPS.related, items: page.relatedFunctions.map((f) => ({ ...f, current: false })) },
  ].filter((group) => group.items.length > 0);
  return (
    <Box component="nav" aria-label="Functions" sx={{ borderRight: { md: 1 }, borderColor: 'divider', pr: { md: 2 } }}>
      {groups.map((group) => (
        <Box key={group.id} sx={{ mb: 3 }}>
          <Typography id={group.id} variant="h6" component="h2" sx={{ mb: 1 }}>
            {group.title}
          </Typography>
          <Box component="ul" aria-labelledby={group.id} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
            {group.items.map((item) => (
              <li key={item.id}>
                <Link component={RouterLink} to={item.contentURL} aria-current={item.current ? 'page' : undefined} sx={{ fontWeight: item.current ? 700 : 400 }}>
                  {item.title}
                </Link>
              </li>
            ))}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

function Priorities({ page }: { page: Page }) {
  return (
    <Box component="ol" aria-label="Functional priorities" sx={{ p: 0, pl: 3, m: 0, display: 'grid', gap: 2 }}>
      {page.priorities.map((priority) => (
        <li key={priority.id}>
          <Typography variant="h6" component="h3">
            <Link component={RouterLink} to={priority.path}>
              {priority.label}
            </Link>
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {priority.description}
          </Typography>
        </li>
      ))}
    </Box>
  );
}

function TabItems({ tab }: { tab: Page['tabs'][number] }) {
  return (
    <Box component="ul" aria-label={tab.label} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
      {tab.items.map((item) => (
        <Box component="li" key={item.id} sx={{ borderBottom: 1, borderColor: 'divider', pb: 2 }}>
          <Typography variant="overline" component="p" color="text.secondary">
            {item.label} · {formatLongDate(item.publishedDate)}
          </Typography>
          <Typography variant="h6" component="h3">
            <Link component={RouterLink} to={item.path}>
              {item.title}
            </Link>
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {item.summary}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

export function FunctionDetailPage({ page, basePath, tab }: { page: Page; basePath: string; tab: string | null }) {
  const first = page.tabs[0]?.slug ?? 'functional-priorities';
  const selected = page.tabs.find((t) => t.slug === tab) ?? page.tabs[0];
  // Busy while another tab or page loads (the route's loader).
  const busy = useNavigation().state !== 'idle';
  return (
    <Box sx={{ display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr', md: '260px 1fr' } }}>
      <DocumentMeta title={page.service.title} />
      <Box sx={{ gridColumn: { md: '1 / -1' } }}>
        <Typography variant="overline" component="p" color="text.secondary">
          {page.service.category}
        </Typography>
        <Typography variant="h1" sx={{ mb: 1 }}>
          {page.service.title}
        </Typography>
        <Typography color="text.secondary">{page.service.description}</Typography>
      </Box>
      <FunctionNav page={page} />
      <Box>
        {selected ? (
          <>
            <Tabs value={selected.slug} aria-label={`${page.service.title} sections`} variant="scrollable" allowScrollButtonsMobile sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}>
              {page.tabs.map((t) => (
                <Tab
                  key={t.slug}
                  value={t.slug}
                  label={t.label}
                  id={`function-tab-${t.slug}`}
                  aria-controls="function-tabpanel"
                  component={RouterLink}
                  to={functionTabHref(basePath, t.slug, first)}
                  preventScrollReset
                />
              ))}
            </Tabs>
            <Box role="tabpanel" id="function-tabpanel" aria-labelledby={`function-tab-${selected.slug}`} aria-busy={busy}>
              {selected.slug === first ? <Priorities page={page} /> : <TabItems tab={selected} />}
            </Box>
          </>
        ) : (
          <Typography>Nothing is published for this service yet.</Typography>
        )}
      </Box>
    </Box>
  );
}
