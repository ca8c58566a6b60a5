// A figure that is a plain image rather than chart data.
import Box from '@mui/material/Box';
import { graphql, getFragmentData, type FragmentType } from '../../gql';

export const FigureImageFragment = graphql(`
  fragment FigureImage_image on FigureImage {
    url
    altText
  }
`);

export function FigureImage(props: { image: FragmentType<typeof FigureImageFragment> }) {
  const image = getFragmentData(FigureImageFragment, props.image);
  return <Box component="img" src={image.url} alt={image.altText} sx={{ display: 'block', maxWidth: '100%', height: 'auto', my: 2 }} />;
}
