// The header's notifications (spec 3 §4): a button with the unread count opens a popover listing
// the signed-in user's notifications. Each unread one can be marked read (loading while being
// marked, read on success, loading cleared on failure), all unread ones at once (sent as one
// comma-joined list), and all can be deleted (the list empties). Nothing shows when logged out.
import { useEffect, useId, useRef, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import NotificationsOutlinedIcon from '@mui/icons-material/NotificationsOutlined';
import { Link as RouterLink } from 'react-router';
import { formatLongDate } from '@portal/domain';
import { graphql } from '../../gql';
import { finishMarking, notificationsButtonLabel, startMarking, unreadBadgeText, unreadIds, withLoading } from './notificationState';

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

export const MarkNotificationsReadMutation = graphql(`
  mutation MarkNotificationsRead($ids: [ID!]!) {
    markNotificationsRead(ids: $ids) {
      id
      isRead
    }
  }
`);

export const DeleteAllNotificationsMutation = graphql(`
  mutation DeleteAllNotifications {
    deleteAllNotifications
  }
`);

export function NotificationsMenu() {
  // One user's, changing elsewhere: always asked of the network too.
  const { data } = useQuery(HeaderNotificationsQuery, { fetchPolicy: 'cache-and-network', errorPolicy: 'all' });
  const viewer = data?.viewer;
  const [markRead] = useMutation(MarkNotificationsReadMutation);
  const [deleteAll, deleting] = useMutation(DeleteAllNotificationsMutation, {
    update: (cache, { data: result }) => {
      if (!result?.deleteAllNotifications || !viewer) return;
      cache.modify({ id: cache.identify({ __typename: 'Viewer', id: viewer.id }), fields: { notifications: () => [] } });
    },
  });
  const [loadingIds, setLoadingIds] = useState<ReadonlySet<string>>(new Set());
  const [problem, setProblem] = useState<string | null>(null);
  const [anchorEl, setAnchorEl] = useState<HTMLElement | null>(null);
  const paperRef = useRef<HTMLDivElement>(null);
  // Marking read or deleting removes the button that had focus: after such a render, keep keyboard
  // users in the dialog (where Escape closes it) instead of dropping them on the page body.
  const open = anchorEl !== null;
  useEffect(() => {
    if (open && document.activeElement === document.body) paperRef.current?.focus();
  });
  const close = () => setAnchorEl(null);
  const popoverId = useId();
  const headingId = useId();

  if (!viewer) return null;
  const notifications = withLoading(viewer.notifications, loadingIds);
  const unread = unreadIds(viewer.notifications);

  const mark = (ids: string[]) => {
    if (ids.length === 0) return;
    setProblem(null);
    setLoadingIds((current) => startMarking(current, ids));
    // The answer's { id, isRead } update the cached notifications by id.
    markRead({ variables: { ids } })
      .catch(() => setProblem('Could not mark as read. Please try again.'))
      .finally(() => setLoadingIds((current) => finishMarking(current, ids)));
  };
  const removeAll = () => {
    setProblem(null);
    deleteAll().catch(() => setProblem('Could not delete the notifications. Please try again.'));
  };

  return (
    <>
      <IconButton
        color="inherit"
        aria-label={notificationsButtonLabel(unread.length)}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? popoverId : undefined}
        onClick={(event) => setAnchorEl(event.currentTarget)}
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
      <Popover
        id={popoverId}
        open={open}
        anchorEl={anchorEl}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { ref: paperRef, role: 'dialog', 'aria-labelledby': headingId, sx: { width: 360, maxWidth: 'calc(100vw - 32px)', p: 2 } } }}
      >
        <Typography variant="h2" id={headingId} sx={{ fontSize: '1.125rem', mb: 1 }}>
          Notifications
        </Typography>
        {notifications.length === 0 ? (
          <Typography>You have no notifications.</Typography>
        ) : (
          <Box component="ul" aria-labelledby={headingId} sx={{ listStyle: 'none', p: 0, m: 0, maxHeight: 360, overflowY: 'auto' }}>
            {notifications.map((n) => (
              <Box
                component="li"
                key={n.id}
                aria-busy={n.isLoading}
                data-read={n.isRead}
                sx={{ py: 1, borderBottom: 1, borderColor: 'divider', fontWeight: n.isRead ? 400 : 600 }}
              >
                <Typography sx={{ fontWeight: 'inherit' }}>
                  {n.link ? (
                    <Link component={RouterLink} to={n.link} onClick={close}>
                      {n.title}
                    </Link>
                  ) : (
                    n.title
                  )}
                  {!n.isRead && <Box component="span" sx={visuallyHidden}> (unread)</Box>}
                </Typography>
                <Typography variant="body2" sx={{ fontWeight: 400 }}>
                  {n.message}
                </Typography>
                <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mt: 0.5 }}>
                  <Typography variant="caption" color="text.secondary">
                    {formatLongDate(n.createdAt)}
                  </Typography>
                  {!n.isRead && (
                    <Button size="small" loading={n.isLoading} aria-label={`Mark as read: ${n.title}`} onClick={() => mark([n.id])}>
                      Mark as read
                    </Button>
                  )}
                </Stack>
              </Box>
            ))}
          </Box>
        )}
        {problem && (
          <Typography role="alert" color="error" sx={{ mt: 1 }}>
            {problem}
          </Typography>
        )}
        {notifications.length > 0 && (
          <Stack direction="row" spacing={1} sx={{ mt: 1.5, justifyContent: 'flex-end' }}>
            <Button size="small" variant="outlined" disabled={unread.length === 0} onClick={() => mark(unread)}>
              Mark all as read
            </Button>
            <Button size="small" variant="outlined" color="error" loading={deleting.loading} onClick={removeAll}>
              Delete all
            </Button>
          </Stack>
        )}
      </Popover>
    </>
  );
}

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
