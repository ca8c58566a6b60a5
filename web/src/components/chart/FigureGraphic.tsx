// Draws whatever a figure holds: chart data, a plain image, or the invalid-data message.
import { graphql, getFragmentData, type FragmentType } from '../../gql';
import { ChartFigure } from './ChartFigure';
import { FigureImage } from './FigureImage';
import { InvalidGraphic } from './InvalidGraphic';

export const FigureGraphicFragment = graphql(`
  fragment FigureGraphic_figure on Figure {
    graphic {
      __typename
      ... on Chart {
        ...ChartFigure_chart
      }
      ... on FigureImage {
        ...FigureImage_image
      }
      ... on InvalidGraphic {
        ...InvalidGraphic_graphic
      }
    }
  }
`);

export function FigureGraphic(props: { figure: FragmentType<typeof FigureGraphicFragment> }) {
  const { graphic } = getFragmentData(FigureGraphicFragment, props.figure);
  switch (graphic.__typename) {
    case 'Chart':
      return <ChartFigure chart={graphic} />;
    case 'FigureImage':
      return <FigureImage image={graphic} />;
    case 'InvalidGraphic':
      return <InvalidGraphic graphic={graphic} />;
    default:
      return null;
  }
}
