// /my-account/newsletters (spec 1 §2): the newsletters the user can receive, each a switch; Save
// stores the choices (the answer updates the cached newsletters by id).
import { useState, type FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { pageTitle } from '@portal/domain';
import { graphql, getFragmentData, type FragmentType } from '../../../gql';
import { SignInPrompt } from '../SignInPrompt';

export const NEWSLETTERS_PAGE_TITLE = 'Newsletters';

export const NewsletterFragment = graphql(`
  fragment NewslettersForm_newsletter on Newsletter {
    id
    name
    description
    frequency
    subscribed
  }
`);

const SaveNewslettersMutation = graphql(`
  mutation SaveNewsletters($input: [NewsletterSubscriptionInput!]!) {
    updateNewsletterSubscriptions(input: $input) {
      id
      ...NewslettersForm_newsletter
    }
  }
`);

type Status = { kind: 'saved' | 'error'; message: string } | null;

function NewslettersForm(props: { newsletters: FragmentType<typeof NewsletterFragment>[] }) {
  const newsletters = getFragmentData(NewsletterFragment, props.newsletters);
  const [choices, setChoices] = useState<Record<string, boolean>>(() => Object.fromEntries(newsletters.map((n) => [n.id, n.subscribed])));
  const [status, setStatus] = useState<Status>(null);
  const [save, { loading }] = useMutation(SaveNewslettersMutation);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setStatus(null);
    save({ variables: { input: newsletters.map((n) => ({ id: n.id, subscribed: choices[n.id] ?? n.subscribed })) } }).then(
      () => setStatus({ kind: 'saved', message: 'Your newsletter choices have been saved.' }),
      () => setStatus({ kind: 'error', message: 'Your newsletter choices could not be saved. Please try again.' }),
    );
  };

  return (
    <Box component="form" onSubmit={submit} aria-label="Newsletter subscriptions">
      <FormGroup sx={{ gap: 2, mb: 3 }}>
        {newsletters.map((newsletter) => (
          <Box key={newsletter.id}>
            <FormControlLabel
              control={
                <Switch
                  checked={choices[newsletter.id] ?? newsletter.subscribed}
                  onChange={(event) => {
                    setStatus(null);
                    setChoices((current) => ({ ...current, [newsletter.id]: event.target.checked }));
                  }}
                  slotProps={{ input: { 'aria-describedby': `newsletter-${newsletter.id}-about` } }}
                />
              }
              label={newsletter.name}
            />
            <Typography id={`newsletter-${newsletter.id}-about`} variant="body2" color="text.secondary" sx={{ ml: 6 }}>
              {newsletter.description} {newsletter.frequency}.
            </Typography>
          </Box>
        ))}
      </FormGroup>
      <Button type="submit" variant="contained" loading={loading}>
        Save
      </Button>
      {status && (
        <Alert severity={status.kind === 'saved' ? 'success' : 'error'} role={status.kind === 'saved' ? 'status' : 'alert'} sx={{ mt: 2 }}>
          {status.message}
        </Alert>
      )}
    </Box>
  );
}

export function NewslettersPage({ newsletters }: { newsletters: FragmentType<typeof NewsletterFragment>[] | null }) {
  return (
    <Box>
      <title>{pageTitle(NEWSLETTERS_PAGE_TITLE)}</title>
      <Typography variant="h1" sx={{ mb: 1 }}>
        {NEWSLETTERS_PAGE_TITLE}
      </Typography>
      {newsletters === null ? (
        <SignInPrompt text="Log in to choose your newsletters." />
      ) : (
        <>
          <Typography sx={{ mb: 3 }}>Choose the newsletters you want to receive by e-mail.</Typography>
          <NewslettersForm newsletters={newsletters} />
        </>
      )}
    </Box>
  );
}
