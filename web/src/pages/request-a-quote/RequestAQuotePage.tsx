// /requestaquote (spec 1 §2, spec 3 §7, §8): the signed-in user's request for a quote, sent as
// raqMessage. Success goes to /requestaquote/success; a failure shows the error's message and
// stays here.
import { useMutation, useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { RAQ_MAX_LENGTH, requestAQuoteFormSchema } from '@portal/domain';
import { graphql } from '../../gql';
import { FormErrorAlert } from '../../forms/FormErrorAlert';
import { FormSubmitButton } from '../../forms/FormSubmitButton';
import { FormTextField } from '../../forms/FormTextField';
import { TitledPage } from '../../layout/TitledPage';
import { describeError } from '../error/describeError';
import { SignInPrompt } from '../account/SignInPrompt';

export const REQUEST_A_QUOTE_TITLE = 'Request a Quote';

const RequestAQuoteViewerQuery = graphql(`
  query RequestAQuoteViewer {
    viewer {
      id
    }
  }
`);

const RequestAQuoteMutation = graphql(`
  mutation RequestAQuote($raqMessage: String!) {
    requestAQuote(raqMessage: $raqMessage)
  }
`);

function QuoteForm() {
  const [send] = useMutation(RequestAQuoteMutation);
  const navigate = useNavigate();
  const form = useForm({ resolver: zodResolver(requestAQuoteFormSchema), defaultValues: { raqMessage: '' } });
  const { control, formState } = form;
  const length = useWatch({ control, name: 'raqMessage' }).length;

  const submit = form.handleSubmit(async ({ raqMessage }) => {
    try {
      await send({ variables: { raqMessage } });
      await navigate('/requestaquote/success');
    } catch (failure) {
      form.setError('raqMessage', { type: 'server', message: describeError(failure).message });
    }
  });

  // The one message, the rule's or the server's, shows below the button and describes the field.
  const error = formState.errors.raqMessage?.message;
  return (
    <Box component="form" onSubmit={submit} noValidate>
      <FormTextField
        control={control}
        name="raqMessage"
        label="Your message"
        multiline
        minRows={5}
        fullWidth
        hint={`${length} / ${RAQ_MAX_LENGTH}`}
        messageShownElsewhere
        slotProps={{ htmlInput: { maxLength: RAQ_MAX_LENGTH, 'aria-describedby': error ? 'raq-error' : undefined } }}
        sx={{ mb: 2 }}
      />
      <FormSubmitButton control={control}>Send request</FormSubmitButton>
      <FormErrorAlert control={control} message={error} id="raq-error" sx={{ mt: 2 }} />
    </Box>
  );
}

export function Component() {
  const { data, loading } = useQuery(RequestAQuoteViewerQuery, { fetchPolicy: 'cache-and-network', errorPolicy: 'all' });
  return (
    <TitledPage title={REQUEST_A_QUOTE_TITLE} maxWidth={720}>
      {loading && !data ? null : data?.viewer ? (
        <>
          <Typography sx={{ mb: 3 }}>Tell us which products and how many seats you need, and our sales team will send you a quote.</Typography>
          <QuoteForm />
        </>
      ) : (
        <SignInPrompt text="Log in to request a quote." />
      )}
    </TitledPage>
  );
}
