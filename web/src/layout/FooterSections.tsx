// The footer's link columns: the navigation source sections of the navigation service (spec 3 §3),
// one column per section, headed by its title (a link to its page, in the portal or outside it),
// the functions the firm leads with marked as primary. Nothing shows while they load or when they
// cannot be had: the footer's own links stay.
import { useId } from 'react';
import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import Star from '@mui/icons-material/Star';
import { graphql } from '../gql';
import type { FooterSectionsQuery as FooterSectionsData } from '../gql/graphql';
import { visuallyHidden } from '../a11y/visuallyHidden';
import { NavigationItemContent, navigationLinkProps } from './NavigationItemContent';

export const FooterSectionsQuery = graphql(`
  query FooterSections {
    navigationSections {
      sectionId
      sectionTitle
      href
      url
      type
      linkSections {
        linkList {
          id
          text
          href
          description
          isPrimaryFunction
        }
      }
    }
  }
`);

type Section = FooterSectionsData['navigationSections'][number];
export const PRIMARY_FUNCTION_NOTE = '(primary function)';

/** A link of a section: a portal path through the router, an address outside in a new tab. */
const linkOf = (href: string) => navigationLinkProps({ path: href, external: !href.startsWith('/') });

function SectionTitle({ section, id }: { section: Section; id: string }) {
  const target = section.href ? navigationLinkProps({ path: section.href, external: false }) : section.url ? navigationLinkProps({ path: section.url, external: true }) : null;
  return (
    <Typography variant="h2" id={id} sx={{ fontSize: '1rem', fontWeight: 700, mb: 1 }}>
      {target ? (
        <Link {...target} color="inherit">
          <NavigationItemContent item={{ label: section.sectionTitle, external: !section.href && Boolean(section.url) }} />
        </Link>
      ) : (
        section.sectionTitle
      )}
    </Typography>
  );
}

function FooterSection({ section }: { section: Section }) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} data-section-type={section.type}>
      <SectionTitle section={section} id={headingId} />
      {section.linkSections.map((group, index) => (
        <Box component="ul" key={index} sx={{ listStyle: 'none', p: 0, m: 0, mb: 1.5 }}>
          {group.linkList.map((link) => {
            const props = linkOf(link.href);
            if (!props) return null;
            return (
              <Box component="li" key={link.id} sx={{ py: 0.25 }}>
                <Link {...props} title={link.description ?? undefined} sx={{ fontWeight: link.isPrimaryFunction ? 700 : 400, display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
                  {link.isPrimaryFunction && <Star fontSize="inherit" aria-hidden="true" data-testid="primary-function" />}
                  <NavigationItemContent item={{ label: link.text, external: props.component === 'a' }} />
                  {link.isPrimaryFunction && (
                    <Box component="span" sx={visuallyHidden}>
                      {PRIMARY_FUNCTION_NOTE}
                    </Box>
                  )}
                </Link>
              </Box>
            );
          })}
        </Box>
      ))}
    </Box>
  );
}

export function FooterSections() {
  const { data } = useQuery(FooterSectionsQuery, { errorPolicy: 'all' });
  const sections = data?.navigationSections ?? [];
  if (sections.length === 0) return null;
  return (
    <Box component="nav" aria-label="Site map" sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(4, 1fr)' }, mb: 3 }}>
      {sections.map((section) => (
        <FooterSection key={section.sectionId} section={section} />
      ))}
    </Box>
  );
}
