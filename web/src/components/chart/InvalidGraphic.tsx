// A figure whose chart data failed validation (spec 1 §5): the message, 'Invalid graphic data'.
import Alert from '@mui/material/Alert';
import { graphql, getFragmentData, type FragmentType } from '../../gql';

export const InvalidGraphicFragment = graphql(`
  fragment InvalidGraphic_graphic on InvalidGraphic {
    message
  }
`);

export function InvalidGraphic(props: { graphic: FragmentType<typeof InvalidGraphicFragment> }) {
  const graphic = getFragmentData(InvalidGraphicFragment, props.graphic);
  // role="note": the message is part of the figure, not an interruption worth an alert.
  return (
    <Alert severity="warning" role="note" sx={{ my: 2 }}>
      {graphic.message}
    </Alert>
  );
}
