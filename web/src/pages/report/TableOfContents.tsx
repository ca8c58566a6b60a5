// The table of contents: links to the section and sub-heading anchors. Following a link opens
// its section first (inactively, when it was collapsed: useTocState), so the browser has a
// visible target to scroll to. The link of the section in
// view (useSectionInView) is marked aria-current="location" and drawn bold on a shaded background.
import { useId } from 'react';
import { flushSync } from 'react-dom';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import { graphql, getFragmentData, type FragmentType } from '../../gql';

export const TableOfContentsFragment = graphql(`
  fragment TableOfContents_report on Report {
    tableOfContents {
      id
      title
      subHeadings {
        id
        title
      }
    }
  }
`);

interface TableOfContentsProps {
  report: FragmentType<typeof TableOfContentsFragment>;
  onOpenSection: (sectionId: string) => void;
  /** The section in view; null marks none. */
  currentSectionId?: string | null;
}

// Bold and shaded, not colour alone; no padding or margin, so the list's numbers stay clear.
const currentLinkSx: SxProps<Theme> = {
  '&[aria-current="location"]': { fontWeight: 700, bgcolor: 'action.selected', borderRadius: 0.5 },
};

export function TableOfContents({ report, onOpenSection, currentSectionId = null }: TableOfContentsProps) {
  const { tableOfContents } = getFragmentData(TableOfContentsFragment, report);
  const headingId = useId();
  if (tableOfContents.length === 0) return null;
  const open = (sectionId: string) => flushSync(() => onOpenSection(sectionId));
  return (
    <Box component="nav" aria-labelledby={headingId} sx={{ position: { lg: 'sticky' }, top: { lg: 16 }, mb: 3 }}>
      <Typography variant="h2" id={headingId} sx={{ mb: 1, fontSize: '1.1rem' }}>
        Table of contents
      </Typography>
      <Box component="ol" sx={{ pl: 2.5, m: 0, '& ol': { pl: 2, listStyle: 'none' }, '& li': { my: 0.75 } }}>
        {tableOfContents.map((section) => (
          <li key={section.id}>
            <Link
              href={`#${section.id}`}
              onClick={() => open(section.id)}
              aria-current={section.id === currentSectionId ? 'location' : undefined}
              sx={currentLinkSx}
            >
              {section.title}
            </Link>
            {section.subHeadings.length > 0 && (
              <ol>
                {section.subHeadings.map((subHeading) => (
                  <li key={subHeading.id}>
                    <Link href={`#${subHeading.id}`} onClick={() => open(section.id)} variant="body2">
                      {subHeading.title}
                    </Link>
                  </li>
                ))}
              </ol>
            )}
          </li>
        ))}
      </Box>
    </Box>
  );
}
