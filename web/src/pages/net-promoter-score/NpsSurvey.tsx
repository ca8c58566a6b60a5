// The survey of a signed-in reader: the form (with their answer of this period, when there is
// one, to change), then a thank-you that says what was stored and offers to change it again.
import { useEffect, useRef, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { formatLongDate, NPS_COMMENT_MAX_LENGTH, netPromoterScoreFormSchema, type NetPromoterScoreFormValues } from '@portal/domain';
import { graphql, getFragmentData, type FragmentType } from '../../gql';
import { FormErrorAlert } from '../../forms/FormErrorAlert';
import { FormSubmitButton } from '../../forms/FormSubmitButton';
import { FormTextField } from '../../forms/FormTextField';
import { showServerErrors } from '../../forms/serverErrors';
import { NpsScoreField } from './NpsScoreField';

export const NpsAnswerFragment = graphql(`
  fragment NpsSurvey_answer on NetPromoterScoreAnswer {
    score
    comment
    answeredAt
    periodEndsAt
    revision
  }
`);

export const SubmitNetPromoterScoreMutation = graphql(`
  mutation SubmitNetPromoterScore($input: NetPromoterScoreInput!) {
    submitNetPromoterScore(input: $input) {
      ...NpsSurvey_answer
    }
  }
`);

type Answer = FragmentType<typeof NpsAnswerFragment>;

function SurveyForm({ answer, onAnswered }: { answer: Answer | null; onAnswered: (answer: Answer) => void }) {
  const earlier = getFragmentData(NpsAnswerFragment, answer);
  const [send] = useMutation(SubmitNetPromoterScoreMutation);
  const form = useForm<NetPromoterScoreFormValues>({
    resolver: zodResolver(netPromoterScoreFormSchema),
    defaultValues: { score: earlier?.score, comment: earlier?.comment ?? '' },
  });
  const { control } = form;
  const length = (useWatch({ control, name: 'comment' }) ?? '').length;

  const submit = form.handleSubmit(async (values) => {
    try {
      const { data } = await send({ variables: { input: values } });
      if (data) onAnswered(data.submitNetPromoterScore);
    } catch (failure) {
      showServerErrors(form.setError, failure);
    }
  });

  return (
    <Box component="form" onSubmit={submit} noValidate aria-label="Net Promoter Score survey">
      {earlier ? (
        <Alert severity="info" sx={{ mb: 3 }}>
          You answered this survey on {formatLongDate(earlier.answeredAt)}. Sending it again before {formatLongDate(earlier.periodEndsAt)} updates that answer.
        </Alert>
      ) : null}
      <NpsScoreField control={control} />
      <FormTextField
        control={control}
        name="comment"
        label="What is the main reason for your score? (optional)"
        multiline
        minRows={4}
        fullWidth
        hint={`${length} / ${NPS_COMMENT_MAX_LENGTH}`}
        slotProps={{ htmlInput: { maxLength: NPS_COMMENT_MAX_LENGTH } }}
        sx={{ mb: 2, maxWidth: 640 }}
      />
      <FormSubmitButton control={control}>Submit</FormSubmitButton>
      <FormErrorAlert control={control} sx={{ mt: 2 }} />
    </Box>
  );
}

function ThankYou({ answer, onChange }: { answer: Answer; onChange: () => void }) {
  const { score, revision, periodEndsAt } = getFragmentData(NpsAnswerFragment, answer);
  const heading = useRef<HTMLHeadingElement>(null);
  // The form is gone: focus moves to what replaced it, so keyboard and screen reader users land on it.
  useEffect(() => heading.current?.focus(), []);
  return (
    <Box role="status">
      <Typography variant="h2" ref={heading} tabIndex={-1} sx={{ mb: 2, outline: 'none' }}>
        Thank you for your feedback
      </Typography>
      <Typography sx={{ mb: 1 }}>
        {revision > 1 ? `Your answer has been updated: you gave us a score of ${score}.` : `Your score of ${score} has been recorded.`}
      </Typography>
      <Typography sx={{ mb: 3 }}>You can change your answer until {formatLongDate(periodEndsAt)}.</Typography>
      <Stack direction="row" spacing={2}>
        <Button variant="outlined" onClick={onChange}>
          Change your answer
        </Button>
        <Button component={RouterLink} to="/myhome" variant="contained">
          Return to Home
        </Button>
      </Stack>
    </Box>
  );
}

export function NpsSurvey({ answer }: { answer: Answer | null }) {
  const [latest, setLatest] = useState<Answer | null>(answer);
  const [thanked, setThanked] = useState(false);
  if (thanked && latest) return <ThankYou answer={latest} onChange={() => setThanked(false)} />;
  return (
    <SurveyForm
      answer={latest}
      onAnswered={(stored) => {
        setLatest(stored);
        setThanked(true);
      }}
    />
  );
}
