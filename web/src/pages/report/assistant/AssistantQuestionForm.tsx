// The question to the assistant: react-hook-form with packages/domain's schema (required, at most
// ASSISTANT_QUESTION_MAX_LENGTH characters, counted under the field). Enter asks, Shift+Enter breaks
// the line. An edited question comes back here (`draft`) to be changed and asked again.
import { useEffect } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ASSISTANT_QUESTION_MAX_LENGTH, assistantQuestionFormSchema, type AssistantQuestionFormValues } from '@portal/domain';
import { FormTextField } from '../../../forms/FormTextField';

export const QUESTION_LABEL = 'Your question about this report';

export interface QuestionDraft {
  text: string;
  /** A new draft each time, even of the same text. */
  version: number;
}

interface AssistantQuestionFormProps {
  onAsk: (question: string) => void;
  /** An answer is streaming: the next question waits for it. */
  busy: boolean;
  draft: QuestionDraft | null;
}

const counterOf = (length: number) => `${length.toLocaleString('en-US')} / ${ASSISTANT_QUESTION_MAX_LENGTH.toLocaleString('en-US')} characters`;

export function AssistantQuestionForm({ onAsk, busy, draft }: AssistantQuestionFormProps) {
  const form = useForm<AssistantQuestionFormValues>({ resolver: zodResolver(assistantQuestionFormSchema), defaultValues: { question: '' } });
  const { control } = form;
  const length = (useWatch({ control, name: 'question' }) ?? '').length;

  useEffect(() => {
    if (!draft) return;
    form.setValue('question', draft.text);
    form.setFocus('question');
  }, [draft, form]);

  const submit = form.handleSubmit(({ question }) => {
    if (busy) return;
    onAsk(question);
    form.reset({ question: '' });
  });

  return (
    <Box component="form" onSubmit={submit} noValidate aria-label="Question to the assistant" sx={{ display: 'grid', gap: 1 }}>
      <FormTextField
        control={control}
        name="question"
        label={QUESTION_LABEL}
        multiline
        minRows={2}
        maxRows={8}
        fullWidth
        hint={counterOf(length)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
            event.preventDefault();
            void submit();
          }
        }}
      />
      <Box>
        <Button type="submit" variant="contained" disabled={busy}>
          Ask
        </Button>
      </Box>
    </Box>
  );
}
