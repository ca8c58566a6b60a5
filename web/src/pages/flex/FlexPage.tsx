// A flex page (spec 2 §2, §3): the hero, the overview, the optional tab bar with the selected tab's
// body (?tab=; an unknown or missing tab shows the first), or the page's own body, then its nav.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { selectedFlexTab } from '@portal/domain';
import { graphql, getFragmentData, type FragmentType } from '../../gql';
import { FlexBody } from './FlexBody';
import { FlexHero } from './FlexHero';
import { FlexNav } from './FlexNav';
import { FlexTabBar } from './FlexTabBar';
import { DocumentMeta } from '../../app/DocumentMeta';

export const FlexPageFragment = graphql(`
  fragment FlexPage_page on FlexPage {
    id
    title
    overView
    tabs {
      id
      title
      sections {
        id
        ...FlexBody_section
      }
    }
    sections {
      id
      ...FlexBody_section
    }
    ...FlexHero_page
    ...FlexTabBar_page
    ...FlexNav_page
  }
`);

export function FlexPage(props: { page: FragmentType<typeof FlexPageFragment>; tab: string | null }) {
  const page = getFragmentData(FlexPageFragment, props.page);
  const tab = selectedFlexTab(page.tabs, props.tab);
  return (
    <Box component="article">
      <DocumentMeta title={tab ? `${tab.title} | ${page.title}` : page.title} />
      <FlexHero page={page} />
      <Typography sx={{ fontSize: '1.1rem', mb: 3, maxWidth: '70ch' }}>{page.overView}</Typography>
      {tab ? (
        <>
          <FlexTabBar page={page} selected={tab.id} />
          <Box component="section" aria-label={tab.title}>
            <FlexBody sections={tab.sections} />
          </Box>
        </>
      ) : (
        <FlexBody sections={page.sections} />
      )}
      <FlexNav page={page} />
    </Box>
  );
}
