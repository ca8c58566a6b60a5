// The header's notifications list (MUI Popover), in a bundle of its own: NotificationsMenu draws the
// button with the unread count at once and loads this when the list first opens (issue #14). Each
// unread notification can be marked read (loading while being marked, read on success, loading
// cleared on failure), all unread ones at once (sent as one comma-joined list), and all can be
// deleted (the list empties).
import { useEffect, useId, useRef, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { formatLongDate } from '@portal/domain';
import { graphql } from '../../gql';
import type { HeaderNotificationsQuery } from '../../gql/graphql';
import { finishMarking, startMarking, unreadIds, withLoading } from './notificationState';

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

export interface NotificationsPopupProps {
  id: string;
  viewer: NonNullable<HeaderNotificationsQuery['viewer']>;
  anchor: HTMLElement | null;
  onClose: () => void;
}

export function NotificationsPopup({ id, viewer, anchor, onClose }: NotificationsPopupProps) {
  const [markRead] = useMutation(MarkNotificationsReadMutation);
  const [deleteAll, deleting] = useMutation(DeleteAllNotificationsMutation, {
    update: (cache, { data: result }) => {
      if (!result?.deleteAllNotifications) return;
      cache.modify({ id: cache.identify({ __typename: 'Viewer', id: viewer.id }), fields: { notifications: () => [] } });
    },
  });
  const [loadingIds, setLoadingIds] = useState<ReadonlySet<string>>(new Set());
  const [problem, setProblem] = useState<string | null>(null);
  const paperRef = useRef<HTMLDivElement>(null);
  // Marking read or deleting removes the button that had focus: after such a render, keep keyboard
  // users in the dialog (where Escape closes it) instead of dropping them on the page body.
  const open = anchor !== null;
  useEffect(() => {
    if (open && document.activeElement === document.body) paperRef.current?.focus();
  });
  const close = onClose;
  const headingId = useId();
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
    <Popover
      id={id}
      open={open}
      anchorEl={anchor}
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
