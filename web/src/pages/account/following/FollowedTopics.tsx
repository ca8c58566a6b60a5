// The topics the user follows, each with an Unfollow button, and a field to follow another
// (spec 2 §4: a topic is added when the server answers with its alert). The mutations answer the
// whole list afterwards, which replaces the viewer's list in the cache.
import { useId, useState, type FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import type { ApolloCache } from '@apollo/client';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { graphql, getFragmentData, type FragmentType } from '../../../gql';

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

/** Same bound as the alerts service. */
const MAX_TOPIC_LENGTH = 200;

function replaceTopics(cache: ApolloCache, viewerId: string, topics: readonly string[] | undefined) {
  if (!topics) return;
  cache.modify({ id: cache.identify({ __typename: 'Viewer', id: viewerId }), fields: { followedTopics: () => [...topics] } });
}

export function FollowedTopics(props: { viewer: FragmentType<typeof FollowedTopicsFragment> }) {
  const viewer = getFragmentData(FollowedTopicsFragment, props.viewer);
  const headingId = useId();
  const [topic, setTopic] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const [followTopic, following] = useMutation(FollowTopicMutation, {
    update: (cache, { data }) => replaceTopics(cache, viewer.id, data?.followTopic),
  });
  const [unfollowTopic] = useMutation(UnfollowTopicMutation, {
    update: (cache, { data }) => replaceTopics(cache, viewer.id, data?.unfollowTopic),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const wanted = topic.trim();
    if (!wanted) return setMessage('Enter a topic to follow.');
    setMessage(null);
    followTopic({ variables: { topic: wanted } }).then(
      () => setTopic(''),
      () => setMessage(`Could not follow ${wanted}. Please try again.`),
    );
  };
  const unfollow = (name: string) => {
    setMessage(null);
    unfollowTopic({ variables: { topic: name } }).catch(() => setMessage(`Could not unfollow ${name}. Please try again.`));
  };

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
        <TextField
          label="Topic"
          size="small"
          value={topic}
          onChange={(event) => setTopic(event.target.value)}
          slotProps={{ htmlInput: { maxLength: MAX_TOPIC_LENGTH } }}
        />
        <Button type="submit" variant="contained" disabled={following.loading}>
          Follow topic
        </Button>
      </Stack>
      {message && (
        <Typography color="error" role="alert" sx={{ mt: 1 }}>
          {message}
        </Typography>
      )}
    </Box>
  );
}
