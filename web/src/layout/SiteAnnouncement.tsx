// Loads the first alert banner for the layout; a failed fetch hides the bar and is reported.
import { useEffect } from 'react';
import { useQuery } from '@apollo/client/react';
import { graphql } from '../gql';
import { reportError } from '../app/reportError';
import { AlertBanner } from './AlertBanner';

export const LayoutAlertBannerQuery = graphql(`
  query LayoutAlertBanner {
    alertBanner {
      id
      ...AlertBanner_alertBanner
    }
  }
`);

/** onVisibleChange: told whether the banner shows, each time that changes. */
export function SiteAnnouncement({ onVisibleChange }: { onVisibleChange?: (visible: boolean) => void }) {
  const { data, error } = useQuery(LayoutAlertBannerQuery);
  useEffect(() => {
    if (error) reportError(error, 'alert banner');
  }, [error]);
  if (!data?.alertBanner) return null;
  return <AlertBanner key={data.alertBanner.id} banner={data.alertBanner} onVisibleChange={onVisibleChange} />;
}
