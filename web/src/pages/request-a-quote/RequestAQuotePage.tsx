// /requestaquote (spec 1 §2, spec 3 §7, §8): the signed-in user's request for a quote, sent as
// raqMessage. Success goes to /requestaquote/success; a failure shows the error's message and
// stays here.
import { useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router';
import { pageTitle } from '@portal/domain';
import { graphql } from '../../gql';
import { describeError } from '../error/describeError';
import { SignInPrompt } from '../account/SignInPrompt';

export const REQUEST_A_QUOTE_TITLE = 'Request a Quote';
export const RAQ_MAX_LENGTH = 4000;

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
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [send, { loading }] = useMutation(RequestAQuoteMutation);
  const navigate = useNavigate();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    send({ variables: { raqMessage: message } }).then(
      () => navigate('/requestaquote/success'),
      (failure: unknown) => setError(describeError(failure).message),
    );
  };

  return (
    <Box component="form" onSubmit={submit} noValidate>
      <TextField
        label="Your message"
        multiline
        minRows={5}
        fullWidth
        value={message}
        onChange={(event) => setMessage(event.target.value)}
        error={error !== null}
        helperText={`${message.length} / ${RAQ_MAX_LENGTH}`}
        slotProps={{ htmlInput: { maxLength: RAQ_MAX_LENGTH, 'aria-describedby': error ? 'raq-error' : undefined } }}
        sx={{ mb: 2 }}
      />
      <Button type="submit" variant="contained" loading={loading}>
        Send request
      </Button>
      {error && (
        <Alert id="raq-error" severity="error" role="alert" sx={{ mt: 2 }}>
          {error}
        </Alert>
      )}
    </Box>
  );
}

export function Component() {
  const { data, loading } = useQuery(RequestAQuoteViewerQuery, { fetchPolicy: 'cache-and-network', errorPolicy: 'all' });
  return (
    <Box sx={{ maxWidth: 720 }}>
      <title>{pageTitle(REQUEST_A_QUOTE_TITLE)}</title>
      <Typography variant="h1" sx={{ mb: 2 }}>
        {REQUEST_A_QUOTE_TITLE}
      </Typography>
      {loading && !data ? null : data?.viewer ? (
        <>
          <Typography sx={{ mb: 3 }}>Tell us which products and how many seats you need, and our sales team will send you a quote.</Typography>
          <QuoteForm />
        </>
      ) : (
        <SignInPrompt text="Log in to request a quote." />
      )}
    </Box>
  );
}
