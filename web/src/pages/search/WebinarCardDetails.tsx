// The webinar part of a search card: what it is (upcoming or on-demand webinar, peer discussion),
// when in New York time and for how long, and who hosts it. From content-graph's Webinar.
import Typography from '@mui/material/Typography';
import { graphql, getFragmentData, type FragmentType } from '../../gql';
import { webinarLabel, webinarWhen } from './webinarCardText';

export const WebinarCardDetailsFragment = graphql(`
  fragment WebinarCardDetails_webinar on Webinar {
    id
    webinarType
    webinarStatus
    startDate
    duration
    hostAnalysts {
      id
      fullName
    }
  }
`);

export function WebinarCardDetails(props: { webinar: FragmentType<typeof WebinarCardDetailsFragment> }) {
  const webinar = getFragmentData(WebinarCardDetailsFragment, props.webinar);
  return (
    <>
      <Typography variant="body2" color="text.secondary">
        {webinarLabel(webinar.webinarType, webinar.webinarStatus)} · <time dateTime={webinar.startDate}>{webinarWhen(webinar.startDate, webinar.duration)}</time>
      </Typography>
      {webinar.hostAnalysts.length > 0 && (
        <Typography variant="body2" color="text.secondary">
          Hosted by {webinar.hostAnalysts.map((host) => host.fullName).join(', ')}
        </Typography>
      )}
    </>
  );
}
