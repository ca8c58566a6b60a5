// A related webinar (spec 3 §3): title, label and New York date and time, its save toggle, and its
// hosts as an author list: the first ones linked, the rest behind "View all" (showViewAllBtn).
import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { graphql, getFragmentData, type FragmentType } from '../../gql';
import { TitledCard } from '../../components/TitledCard';
import { SaveButton } from '../../components/save/SaveButton';
import { AnalystNameLinks } from '../../components/AnalystNameLinks';
import { webinarLabel, webinarWhen } from '../search/webinarCardText';
import { authorsListOf, RELATED_AUTHORS_SHOWN } from './relatedAuthors';

export const RelatedWebinarCardFragment = graphql(`
  fragment RelatedWebinarCard_webinar on Webinar {
    id
    title
    path
    webinarType
    webinarStatus
    startDate
    duration
    hostAnalysts {
      id
      fullName
      path
    }
    ...SaveButton_content
  }
`);

export function RelatedWebinarCard(props: { webinar: FragmentType<typeof RelatedWebinarCardFragment> }) {
  const webinar = getFragmentData(RelatedWebinarCardFragment, props.webinar);
  const { authorsList, showViewAllBtn } = authorsListOf(webinar.hostAnalysts);
  const [all, setAll] = useState(false);
  const listId = useId();
  const shown = all ? authorsList : authorsList.slice(0, RELATED_AUTHORS_SHOWN);
  return (
    <TitledCard title={webinar.title} path={webinar.path} headingLevel="h3" testId="webinar-card">
      <Typography variant="body2" color="text.secondary">
        {webinarLabel(webinar.webinarType, webinar.webinarStatus)} · <time dateTime={webinar.startDate}>{webinarWhen(webinar.startDate, webinar.duration)}</time>
      </Typography>
      {authorsList.length > 0 && (
        <Typography variant="body2" color="text.secondary" id={listId}>
          Hosted by <AnalystNameLinks analysts={shown} />
          {showViewAllBtn && (
            <>
              {' '}
              <Button size="small" aria-expanded={all} aria-controls={listId} onClick={() => setAll((open) => !open)} sx={{ minWidth: 0, p: 0, verticalAlign: 'baseline' }}>
                {all ? 'Show fewer hosts' : `View all ${authorsList.length} hosts`}
              </Button>
            </>
          )}
        </Typography>
      )}
      <SaveButton content={webinar} title={webinar.title} />
    </TitledCard>
  );
}
