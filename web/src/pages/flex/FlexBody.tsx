// A flex page's body (or one tab's): the blocks a report body is made of, under their section
// headings (h2). Flex pages have no figure gallery, so a figure shows as its caption.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { graphql, getFragmentData, type FragmentType } from '../../gql';
import { BodyBlock } from '../../components/BodyBlock';

export const FlexBodyFragment = graphql(`
  fragment FlexBody_section on ReportSection {
    id
    title
    blocks {
      ...BodyBlock_block
    }
  }
`);

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
            <BodyBlock key={index} block={block} />
          ))}
        </Box>
      ))}
    </Box>
  );
}
