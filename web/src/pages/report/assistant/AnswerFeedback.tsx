// Thumbs up or down on an answer (spec 2 §3 "feedback", §7 prompt/feedback): toggle buttons whose
// pressed state is the reader's feedback; pressing the pressed one takes it back. Shown at once and
// put back if the server refuses.
import { useMutation } from '@apollo/client/react';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import ThumbDownIcon from '@mui/icons-material/ThumbDown';
import ThumbDownOutlinedIcon from '@mui/icons-material/ThumbDownOutlined';
import ThumbUpIcon from '@mui/icons-material/ThumbUp';
import ThumbUpOutlinedIcon from '@mui/icons-material/ThumbUpOutlined';
import type { PromptFeedback } from '@portal/domain';
import { graphql } from '../../../gql';
import { useAnnounce } from '../../../a11y/announce';

export const RateAssistantAnswerMutation = graphql(`
  mutation RateAssistantAnswer($promptId: ID!, $feedback: String) {
    rateAssistantAnswer(promptId: $promptId, feedback: $feedback)
  }
`);

export const FEEDBACK_FAILED_MESSAGE = 'Your feedback could not be saved. Please try again.';

interface AnswerFeedbackProps {
  promptId: string;
  feedback: PromptFeedback | null;
  onRated: (feedback: PromptFeedback | null) => void;
}

export function AnswerFeedback({ promptId, feedback, onRated }: AnswerFeedbackProps) {
  const [rate, { loading }] = useMutation(RateAssistantAnswerMutation);
  const announce = useAnnounce();
  const choose = async (choice: PromptFeedback) => {
    // Not disabled while saving: a disabled button would drop the keyboard's focus.
    if (loading) return;
    const next = feedback === choice ? null : choice;
    const before = feedback;
    onRated(next);
    try {
      await rate({ variables: { promptId, feedback: next } });
    } catch {
      onRated(before);
      announce(FEEDBACK_FAILED_MESSAGE);
    }
  };
  return (
    <Stack direction="row" spacing={0.5} role="group" aria-label="Was this answer helpful?">
      <IconButton size="small" aria-label="Helpful" aria-pressed={feedback === 'up'} onClick={() => void choose('up')}>
        {feedback === 'up' ? <ThumbUpIcon fontSize="small" /> : <ThumbUpOutlinedIcon fontSize="small" />}
      </IconButton>
      <IconButton size="small" aria-label="Not helpful" aria-pressed={feedback === 'down'} onClick={() => void choose('down')}>
        {feedback === 'down' ? <ThumbDownIcon fontSize="small" /> : <ThumbDownOutlinedIcon fontSize="small" />}
      </IconButton>
    </Stack>
  );
}
