// One source of an answer: a link to the cited section. On this report's page it opens the
// section, marks the quoted passage and scrolls to it (citedPassage.tsx); a citation of another
// report links to that report's section.
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { graphql, getFragmentData, type FragmentType } from '../../../gql';
import { useCitedPassage } from './citedPassage';

export const CitationLinkFragment = graphql(`
  fragment CitationLink_citation on AssistantCitation {
    passageId
    contentId
    sectionId
    sectionTitle
    quote
    report {
      id
      title
      path
    }
  }
`);

interface CitationLinkProps {
  citation: FragmentType<typeof CitationLinkFragment>;
  /** The report whose page the panel is on. */
  contentId: string;
  number: number;
}

const EXCERPT_LENGTH = 120;
/** The quote under its link: several sources may be sentences of the same section. */
function Excerpt({ quote }: { quote: string }) {
  const text = quote.length > EXCERPT_LENGTH ? `${quote.slice(0, EXCERPT_LENGTH - 1).trimEnd()}…` : quote;
  return (
    <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
      “{text}”
    </Typography>
  );
}

export function CitationLink({ citation: citationRef, contentId, number }: CitationLinkProps) {
  const citation = getFragmentData(CitationLinkFragment, citationRef);
  const { show } = useCitedPassage();
  const anchor = citation.sectionId ? `#${citation.sectionId}` : '';
  const section = citation.sectionTitle || 'Introduction';
  if (citation.contentId !== contentId) {
    const title = citation.report?.title ?? citation.contentId;
    return (
      <>
        {citation.report ? (
          <Link component={RouterLink} to={`${citation.report.path}${anchor}`}>
            {`${number}. ${title}: ${section}`}
          </Link>
        ) : (
          `${number}. ${title}: ${section}`
        )}
        <Excerpt quote={citation.quote} />
      </>
    );
  }
  return (
    <>
      <Link
        href={anchor || '#'}
        title={citation.quote}
        onClick={(event) => {
          event.preventDefault();
          show({ sectionId: citation.sectionId, quote: citation.quote });
        }}
      >
        {`${number}. ${section}`}
      </Link>
      <Excerpt quote={citation.quote} />
    </>
  );
}
