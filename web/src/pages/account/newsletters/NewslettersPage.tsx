// /my-account/newsletters (spec 1 §2): the newsletters the user can receive, each a switch; Save
// stores the choices (the answer updates the cached newsletters by id).
import { useMutation } from '@apollo/client/react';
import Box from '@mui/material/Box';
import FormGroup from '@mui/material/FormGroup';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { newsletterSubscriptionsFormSchema } from '@portal/domain';
import { graphql, getFragmentData, type FragmentType } from '../../../gql';
import { FormCheckbox } from '../../../forms/FormCheckbox';
import { FormSubmitButton } from '../../../forms/FormSubmitButton';
import { OutcomeAlert, useOutcome } from '../../../forms/useOutcome';
import { SignInPrompt } from '../SignInPrompt';
import { TitledPage } from '../../../layout/TitledPage';

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

function NewslettersForm(props: { newsletters: FragmentType<typeof NewsletterFragment>[] }) {
  const newsletters = getFragmentData(NewsletterFragment, props.newsletters);
  const form = useForm({
    resolver: zodResolver(newsletterSubscriptionsFormSchema),
    defaultValues: { subscriptions: newsletters.map(({ id, subscribed }) => ({ id, subscribed })) },
  });
  const { control } = form;
  const [outcome, setOutcome] = useOutcome(form.watch);
  const [save] = useMutation(SaveNewslettersMutation);

  const submit = form.handleSubmit(async ({ subscriptions }) => {
    setOutcome(null);
    await save({ variables: { input: subscriptions } }).then(
      () => setOutcome({ severity: 'success', text: 'Your newsletter choices have been saved.' }),
      () => setOutcome({ severity: 'error', text: 'Your newsletter choices could not be saved. Please try again.' }),
    );
  });

  return (
    <Box component="form" onSubmit={submit} aria-label="Newsletter subscriptions">
      <FormGroup sx={{ gap: 2, mb: 3 }}>
        {newsletters.map((newsletter, index) => (
          <Box key={newsletter.id}>
            <FormCheckbox asSwitch control={control} name={`subscriptions.${index}.subscribed`} label={newsletter.name} describedBy={`newsletter-${newsletter.id}-about`} />
            <Typography id={`newsletter-${newsletter.id}-about`} variant="body2" color="text.secondary" sx={{ ml: 6 }}>
              {newsletter.description} {newsletter.frequency}.
            </Typography>
          </Box>
        ))}
      </FormGroup>
      <FormSubmitButton control={control}>Save</FormSubmitButton>
      <OutcomeAlert outcome={outcome} sx={{ mt: 2 }} />
    </Box>
  );
}

export function NewslettersPage({ newsletters }: { newsletters: FragmentType<typeof NewsletterFragment>[] | null }) {
  return (
    <TitledPage title={NEWSLETTERS_PAGE_TITLE} headingGap={1}>
      {newsletters === null ? (
        <SignInPrompt text="Log in to choose your newsletters." />
      ) : (
        <>
          <Typography sx={{ mb: 3 }}>Choose the newsletters you want to receive by e-mail.</Typography>
          <NewslettersForm newsletters={newsletters} />
        </>
      )}
    </TitledPage>
  );
}
