// One webinar or peer discussion of a listing: its title, the spec 1 §4 label, New York date and
// time, and its hosts (the details are the search card's, so both say the same), and its save
// toggle (webinars and peer discussions may be saved, spec 2 §4).
import { graphql, getFragmentData, type FragmentType } from '../../gql';
import { TitledCard, type TitledCardProps } from '../../components/TitledCard';
import { SaveButton } from '../../components/save/SaveButton';
import { WebinarCardDetails } from '../search/WebinarCardDetails';

export const WebinarListCardFragment = graphql(`
  fragment WebinarListCard_webinar on Webinar {
    id
    title
    path
    ...WebinarCardDetails_webinar
    ...SaveButton_content
  }
`);

export function WebinarListCard(props: { webinar: FragmentType<typeof WebinarListCardFragment> } & Pick<TitledCardProps, 'headingLevel' | 'reason'>) {
  const webinar = getFragmentData(WebinarListCardFragment, props.webinar);
  return (
    <TitledCard title={webinar.title} path={webinar.path} headingLevel={props.headingLevel} reason={props.reason} testId="webinar-card">
      <WebinarCardDetails webinar={webinar} />
      <SaveButton content={webinar} title={webinar.title} />
    </TitledCard>
  );
}
