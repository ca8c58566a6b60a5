// A flex page's body (or one tab's): the blocks a report body is made of, under their section
// headings (h2) and subheadings (h3). Flex pages hold no charts, so a figure shows as its caption.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { graphql, getFragmentData, type FragmentType } from '../../gql';
import type { FlexBody_SectionFragment } from '../../gql/graphql';

export const FlexBodyFragment = graphql(`
  fragment FlexBody_section on ReportSection {
    id
    title
    blocks {
      __typename
      ... on Paragraph {
        text
      }
      ... on SubHeading {
        id
        text
      }
      ... on FigureBlock {
        figure {
          id
          label
          title
        }
      }
    }
  }
`);

function Block({ block }: { block: FlexBody_SectionFragment['blocks'][number] }) {
  switch (block.__typename) {
    case 'Paragraph':
      return <Typography sx={{ mb: 2, maxWidth: '70ch' }}>{block.text}</Typography>;
    case 'SubHeading':
      return (
        <Typography variant="h3" id={block.id} sx={{ mt: 3, mb: 1 }}>
          {block.text}
        </Typography>
      );
    case 'FigureBlock':
      return <Typography sx={{ mb: 2, fontStyle: 'italic' }}>{`${block.figure.label}: ${block.figure.title}`}</Typography>;
    default:
      return null;
  }
}

export function FlexBody(props: { sections: readonly FragmentType<typeof FlexBodyFragment>[] }) {
  const sections = props.sections.map((section) => getFragmentData(FlexBodyFragment, section));
  return (
    <Box sx={{ mb: 4 }}>
      {sections.map((section) => (
        <Box key={section.id} sx={{ mb: 3 }}>
          {section.title && (
            <Typography variant="h2" id={section.id} sx={{ mb: 1.5 }}>
              {section.title}
            </Typography>
          )}
          {section.blocks.map((block, index) => (
            <Block key={index} block={block} />
          ))}
        </Box>
      ))}
    </Box>
  );
}
