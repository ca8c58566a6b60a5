// The header's notifications (spec 3 §4): a button with the unread count opens a popover listing
// the signed-in user's notifications (NotificationsPopup, where they are marked read or deleted;
// its code loads when the reader points at or focuses the button, issue #14). Nothing shows when
// logged out.
import { Suspense, useId, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import NotificationsOutlinedIcon from '@mui/icons-material/NotificationsOutlined';
import { onDemand } from '../../app/onDemand';
import { graphql } from '../../gql';
import { notificationsButtonLabel, unreadBadgeText, unreadIds } from './notificationState';

export const HeaderNotificationsQuery = graphql(`
  query HeaderNotifications {
    viewer {
      id
      notifications {
        id
        title
        message
        link
        isRead
        createdAt
      }
    }
  }
`);

const notificationsPopup = onDemand(async () => (await import('./NotificationsPopup')).NotificationsPopup, 'notifications');

export function NotificationsMenu() {
  // One user's, changing elsewhere: always asked of the network too.
  const { data } = useQuery(HeaderNotificationsQuery, { fetchPolicy: 'cache-and-network', errorPolicy: 'all' });
  const viewer = data?.viewer;
  const [anchorEl, setAnchorEl] = useState<HTMLElement | null>(null);
  // Mounted from the first opening on, so the list's closing transition runs.
  const [opened, setOpened] = useState(false);
  const open = anchorEl !== null;
  const popoverId = useId();

  if (!viewer) return null;
  const unread = unreadIds(viewer.notifications);
  return (
    <>
      <IconButton
        color="inherit"
        aria-label={notificationsButtonLabel(unread.length)}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? popoverId : undefined}
        onClick={(event) => {
          setOpened(true);
          setAnchorEl(event.currentTarget);
        }}
        onPointerEnter={notificationsPopup.preload}
        onFocus={notificationsPopup.preload}
      >
        {/* No badge at all without unread ones: a hidden badge still holds its '0' as text, which is not in the button's name. */}
        {unread.length > 0 ? (
          <Badge badgeContent={unreadBadgeText(unread.length)} color="secondary">
            <NotificationsOutlinedIcon />
          </Badge>
        ) : (
          <NotificationsOutlinedIcon />
        )}
      </IconButton>
      {opened && (
        <Suspense fallback={null}>
          <notificationsPopup.Component id={popoverId} viewer={viewer} anchor={anchorEl} onClose={() => setAnchorEl(null)} />
        </Suspense>
      )}
    </>
  );
}
