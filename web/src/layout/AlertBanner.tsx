// The site-wide alert banner (spec 1 §4). descriptionHtml is sanitised by content-graph, so it
// is rendered as HTML here. It tells the layout whether it shows (the default layout's bottom margin).
import { useEffect, useState } from 'react';
import Cookies from 'js-cookie';
import { cookieValue, useCookies } from '../app/cookies';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { graphql, getFragmentData, type FragmentType } from '../gql';
import { alertCookieName, daysUntilExpiry, isAlertBannerVisible } from './alertBannerVisibility';

export const AlertBannerFragment = graphql(`
  fragment AlertBanner_alertBanner on AlertBanner {
    id
    title
    descriptionHtml
    closeButton
    expiryDate
  }
`);

export function AlertBanner(props: { banner: FragmentType<typeof AlertBannerFragment>; onVisibleChange?: (visible: boolean) => void }) {
  const banner = getFragmentData(AlertBannerFragment, props.banner);
  const [dismissed, setDismissed] = useState(false);
  const cookies = useCookies();
  const cookieName = alertCookieName(banner.id);
  const visible = !dismissed && isAlertBannerVisible(banner, cookieValue(cookies, cookieName) ?? undefined, new Date());
  const { onVisibleChange } = props;
  useEffect(() => {
    onVisibleChange?.(visible);
    return () => onVisibleChange?.(false);
  }, [visible, onVisibleChange]);
  if (!visible) return null;

  const close = () => {
    Cookies.set(cookieName, 'false', { expires: daysUntilExpiry(banner.expiryDate, new Date()), path: '/', sameSite: 'lax' });
    setDismissed(true);
  };

  return (
    <Box
      component="section"
      aria-label="Site announcement"
      sx={{ display: 'flex', alignItems: 'flex-start', gap: 2, px: { xs: 2, md: 4 }, py: 1.5, bgcolor: '#fff4e5', color: 'text.primary', borderBottom: 1, borderColor: '#f0c36d' }}
    >
      <Box sx={{ flexGrow: 1, '& a': { color: 'primary.main', textDecoration: 'underline' }, '& p': { m: 0 } }}>
        <Typography component="p" sx={{ fontWeight: 700 }}>
          {banner.title}
        </Typography>
        <div dangerouslySetInnerHTML={{ __html: banner.descriptionHtml }} />
      </Box>
      {banner.closeButton && (
        <IconButton aria-label="Close announcement" onClick={close} size="small" sx={{ color: 'text.primary' }}>
          <CloseIcon fontSize="small" />
        </IconButton>
      )}
    </Box>
  );
}
