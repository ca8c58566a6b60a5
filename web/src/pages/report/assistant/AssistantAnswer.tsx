// One entry of the chat: the question, then its answer in the state the spec names (spec 2 §4, §8):
// streaming (text as it arrives), answered with its sources, declined, blocked (emptied, with the
// reason), empty (204) or failed; then thumbs feedback and "Edit question".
import { useId } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { ASSISTANT_BLOCKED_MESSAGE, ASSISTANT_EMPTY_ANSWER_MESSAGE, ASSISTANT_ERROR_MESSAGE, type PromptFeedback } from '@portal/domain';
import { AnswerFeedback } from './AnswerFeedback';
import { CitationLink } from './CitationLink';
import { citationKey, type ConversationEntry } from './conversationState';

interface AssistantAnswerProps {
  entry: ConversationEntry;
  contentId: string;
  /** Another answer is streaming: no edit meanwhile. */
  busy: boolean;
  onEdit: (entry: ConversationEntry) => void;
  onRated: (promptId: string, feedback: PromptFeedback | null) => void;
}

function AnswerText({ entry }: { entry: ConversationEntry }) {
  if (entry.status === 'error') {
    return (
      <Alert severity="error">
        {ASSISTANT_ERROR_MESSAGE}
        {entry.errorReason ? <Box sx={{ mt: 0.5 }}>{entry.errorReason}</Box> : null}
      </Alert>
    );
  }
  if (entry.blocked) return <Alert severity="warning">{ASSISTANT_BLOCKED_MESSAGE}</Alert>;
  if (entry.status === 'done' && !entry.response) return <Alert severity="info">{ASSISTANT_EMPTY_ANSWER_MESSAGE}</Alert>;
  return (
    <Typography sx={{ whiteSpace: 'pre-wrap' }} color={entry.declined ? 'text.secondary' : undefined}>
      {entry.response}
      {entry.status === 'streaming' ? <CircularProgress size={12} sx={{ ml: 1 }} aria-label="Answering" /> : null}
    </Typography>
  );
}

export function AssistantAnswer({ entry, contentId, busy, onEdit, onRated }: AssistantAnswerProps) {
  const streaming = entry.status === 'streaming';
  const sourcesId = useId();
  const { promptId } = entry;
  return (
    <Box component="li" sx={{ mb: 3, listStyle: 'none' }}>
      <Typography variant="h3" sx={{ fontSize: '1rem', fontWeight: 600, mb: 1, p: 1.5, bgcolor: 'grey.100', borderRadius: 1, overflowWrap: 'anywhere' }}>
        {entry.prompt}
      </Typography>
      {/* Busy while it streams: assistive technology reads it once complete (the live region announces it). */}
      <Box aria-busy={streaming} sx={{ px: 0.5 }}>
        <AnswerText entry={entry} />
      </Box>
      {entry.citations.length > 0 && !entry.blocked && entry.status !== 'error' ? (
        <Box sx={{ mt: 1 }}>
          <Typography variant="body2" component="p" id={sourcesId} sx={{ fontWeight: 600 }}>
            Sources
          </Typography>
          <Box component="ol" aria-labelledby={sourcesId} sx={{ m: 0, pl: 0, listStyle: 'none', '& li': { my: 0.5 } }}>
            {entry.citations.map((citation, index) => (
              <Typography component="li" variant="body2" key={citationKey(citation)}>
                <CitationLink citation={citation} contentId={contentId} number={index + 1} />
              </Typography>
            ))}
          </Box>
        </Box>
      ) : null}
      {!streaming ? (
        <Stack direction="row" spacing={1} sx={{ mt: 1, alignItems: 'center' }}>
          {promptId && entry.status === 'done' ? (
            <AnswerFeedback promptId={promptId} feedback={entry.feedback} onRated={(feedback) => onRated(promptId, feedback)} />
          ) : null}
          <Button size="small" startIcon={<EditOutlinedIcon />} disabled={busy} onClick={() => onEdit(entry)} aria-label={`Edit question: ${entry.prompt}`}>
            Edit question
          </Button>
        </Stack>
      ) : null}
    </Box>
  );
}
