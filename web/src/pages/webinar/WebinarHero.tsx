// The top of a webinar page: label, title, when (New York time), where, price, hosts, summary and
// participation details; the primary action sits inside it.
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { graphql, getFragmentData, type FragmentType } from '../../gql';
import { AnalystNameLinks } from '../../components/AnalystNameLinks';
import { webinarLabel, webinarWhen } from '../search/webinarCardText';
import { DocumentMeta } from '../../app/DocumentMeta';
import { SaveButton } from '../../components/save/SaveButton';
import { MailtoShareLink } from '../../components/share/MailtoShareLink';

export const WebinarHeroFragment = graphql(`
  fragment WebinarHero_webinar on Webinar {
    title
    path
    summary
    webinarType
    webinarStatus
    startDate
    duration
    location
    price
    participationDetails
    hostAnalysts {
      id
      fullName
      title
      path
    }
    ...SaveButton_content
  }
`);

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

export function WebinarHero(props: { webinar: FragmentType<typeof WebinarHeroFragment>; children: ReactNode }) {
  const webinar = getFragmentData(WebinarHeroFragment, props.webinar);
  return (
    <Box component="header" sx={{ mb: 4, maxWidth: '80ch' }}>
      <DocumentMeta title={webinar.title} />
      <Typography component="p" sx={{ textTransform: 'uppercase', fontWeight: 600, letterSpacing: 1, color: 'text.secondary' }}>
        {webinarLabel(webinar.webinarType, webinar.webinarStatus)}
      </Typography>
      <Typography variant="h1" sx={{ my: 1 }}>
        {webinar.title}
      </Typography>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, my: 2, '& dt': { fontWeight: 600 }, '& dd': { m: 0 } }}>
        <dt>When</dt>
        <dd>
          <time dateTime={webinar.startDate}>{webinarWhen(webinar.startDate, webinar.duration)}</time>
        </dd>
        <dt>Where</dt>
        <dd>{webinar.location}</dd>
        <dt>Price</dt>
        <dd>{webinar.price === 0 ? 'Free' : usd.format(webinar.price)}</dd>
        {webinar.hostAnalysts.length > 0 && (
          <>
            <dt>Hosted by</dt>
            <dd>
              <AnalystNameLinks analysts={webinar.hostAnalysts} withTitles />
            </dd>
          </>
        )}
      </Box>
      {props.children}
      <Box sx={{ mt: 2, display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <SaveButton content={webinar} title={webinar.title} />
        {/* Spec 1 §7: a mailto share link for the webinar. */}
        <MailtoShareLink kind="webinar" title={webinar.title} path={webinar.path} />
      </Box>
      <Typography component="p" sx={{ mt: 3 }}>
        {webinar.summary}
      </Typography>
      <Typography component="p" sx={{ mt: 2 }} color="text.secondary">
        {webinar.participationDetails}
      </Typography>
    </Box>
  );
}
