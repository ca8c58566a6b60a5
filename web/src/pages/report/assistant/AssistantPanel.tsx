// The assistant's panel on the report page (issue #12): a region named by its heading, opened by
// the "Ask the assistant" button. Opening moves focus to its heading; Escape or "Close" closes it
// and gives focus back to the button. Kept mounted once opened (hidden when closed), so an answer
// that is streaming goes on and the conversation is there again on reopening.
import { useEffect, useId, useRef, type RefObject } from 'react';
import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { graphql } from '../../../gql';
import { useSignedIn } from '../useSignedIn';
import { AssistantConversation } from './AssistantConversation';
import { AssistantUnavailable } from './AssistantUnavailable';

// The permission is asked only when signed in (spec 2 §6), and only once the panel opens: a report
// page costs permission-service nothing until the reader turns to the assistant.
export const AssistantAccessQuery = graphql(`
  query AssistantAccess {
    assistantAccess
  }
`);

export const ASSISTANT_PANEL_TITLE = 'AI assistant';
export const ACCESS_FAILED_MESSAGE = 'The assistant is not available right now. Please try again later.';

function PanelBody({ contentId }: { contentId: string }) {
  const signedIn = useSignedIn();
  const access = useQuery(AssistantAccessQuery, { skip: !signedIn });
  if (signedIn === false) return <AssistantUnavailable reason="visitor" />;
  if (access.error) return <Alert severity="error">{ACCESS_FAILED_MESSAGE}</Alert>;
  if (!access.data) return <CircularProgress size={24} aria-label="Loading the assistant" />;
  if (!access.data.assistantAccess) return <AssistantUnavailable reason="no-access" />;
  return <AssistantConversation contentId={contentId} />;
}

interface AssistantPanelProps {
  id: string;
  contentId: string;
  open: boolean;
  onClose: () => void;
  /** The button that opens the panel: focus goes back to it on closing. */
  opener: RefObject<HTMLButtonElement | null>;
}

export function AssistantPanel({ id, contentId, open, onClose, opener }: AssistantPanelProps) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (open) heading.current?.focus();
  }, [open]);
  const close = () => {
    onClose();
    opener.current?.focus();
  };
  return (
    <Box
      component="section"
      id={id}
      aria-labelledby={headingId}
      hidden={!open}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          close();
        }
      }}
      sx={{
        position: { lg: 'sticky' },
        top: { lg: 88 },
        maxHeight: { lg: 'calc(100vh - 104px)' },
        overflowY: 'auto',
        border: 1,
        borderColor: 'grey.300',
        borderRadius: 2,
        p: 2,
        mb: 3,
        bgcolor: 'background.paper',
        // Above the table of contents on narrow screens, where the columns stack.
        order: { xs: -1, lg: 0 },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
        <Typography variant="h2" id={headingId} ref={heading} tabIndex={-1} sx={{ fontSize: '1.25rem', outline: 'none' }}>
          {ASSISTANT_PANEL_TITLE}
        </Typography>
        <IconButton aria-label="Close the assistant" onClick={close}>
          <CloseIcon />
        </IconButton>
      </Box>
      <PanelBody contentId={contentId} />
    </Box>
  );
}
