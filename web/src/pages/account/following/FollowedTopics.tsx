// The topics the user follows, each with an Unfollow button, and a field to follow another
// (spec 2 §4: a topic is added when the server answers with its alert). The mutations answer the
// whole list afterwards, which replaces the viewer's list in the cache.
import { useId, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import type { ApolloCache } from '@apollo/client';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { FOLLOW_TOPIC_MAX_LENGTH, followTopicFormSchema } from '@portal/domain';
import { graphql, getFragmentData, type FragmentType } from '../../../gql';
import { FormSubmitButton } from '../../../forms/FormSubmitButton';
import { FormTextField } from '../../../forms/FormTextField';

export const FollowedTopicsFragment = graphql(`
  fragment FollowedTopics_viewer on Viewer {
    id
    followedTopics
  }
`);

const FollowTopicMutation = graphql(`
  mutation FollowTopic($topic: String!) {
    followTopic(topic: $topic)
  }
`);

const UnfollowTopicMutation = graphql(`
  mutation UnfollowTopic($topic: String!) {
    unfollowTopic(topic: $topic)
  }
`);

function replaceTopics(cache: ApolloCache, viewerId: string, topics: readonly string[] | undefined) {
  if (!topics) return;
  cache.modify({ id: cache.identify({ __typename: 'Viewer', id: viewerId }), fields: { followedTopics: () => [...topics] } });
}

export function FollowedTopics(props: { viewer: FragmentType<typeof FollowedTopicsFragment> }) {
  const viewer = getFragmentData(FollowedTopicsFragment, props.viewer);
  const headingId = useId();
  const form = useForm({ resolver: zodResolver(followTopicFormSchema), defaultValues: { topic: '' } });
  const { control, formState } = form;
  // A failed unfollow's message (a failed follow is the field's).
  const [unfollowFailure, setUnfollowFailure] = useState<string | null>(null);
  const [followTopic] = useMutation(FollowTopicMutation, {
    update: (cache, { data }) => replaceTopics(cache, viewer.id, data?.followTopic),
  });
  const [unfollowTopic] = useMutation(UnfollowTopicMutation, {
    update: (cache, { data }) => replaceTopics(cache, viewer.id, data?.unfollowTopic),
  });

  const submit = form.handleSubmit(async ({ topic }) => {
    setUnfollowFailure(null);
    await followTopic({ variables: { topic } }).then(
      () => form.reset(),
      () => form.setError('topic', { type: 'server', message: `Could not follow ${topic}. Please try again.` }),
    );
  });
  const unfollow = (name: string) => {
    setUnfollowFailure(null);
    form.clearErrors();
    unfollowTopic({ variables: { topic: name } }).catch(() => setUnfollowFailure(`Could not unfollow ${name}. Please try again.`));
  };
  const message = formState.errors.topic?.message ?? unfollowFailure;

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 4 }}>
      <Typography variant="h2" id={headingId} sx={{ mb: 1 }}>
        Topics
      </Typography>
      {viewer.followedTopics.length === 0 ? (
        <Typography>You are not following any topics yet.</Typography>
      ) : (
        <Box component="ul" aria-labelledby={headingId} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
          {viewer.followedTopics.map((name) => (
            <Box component="li" key={name} sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
              <Typography sx={{ flex: 1 }}>{name}</Typography>
              <Button size="small" variant="outlined" aria-label={`Unfollow topic ${name}`} onClick={() => unfollow(name)}>
                Unfollow
              </Button>
            </Box>
          ))}
        </Box>
      )}
      <Stack component="form" direction="row" spacing={1} onSubmit={submit} sx={{ mt: 2, alignItems: 'flex-start' }}>
        <FormTextField control={control} name="topic" label="Topic" size="small" messageShownElsewhere slotProps={{ htmlInput: { maxLength: FOLLOW_TOPIC_MAX_LENGTH } }} />
        <FormSubmitButton control={control} pendingLabel="Follow topic">
          Follow topic
        </FormSubmitButton>
      </Stack>
      {message && (
        <Typography color="error" role="alert" sx={{ mt: 1 }}>
          {message}
        </Typography>
      )}
    </Box>
  );
}
