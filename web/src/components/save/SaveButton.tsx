// Save/unsave toggle for one report, figure, webinar, peer discussion, tool or podcast (pressed =
// saved to the favorites; spec 2 §4 "Saved collection"). Like the follow button, the cache takes
// the new state at once (Apollo's optimistic response) and keeps it only if the server agrees; on
// any error Apollo drops the optimistic layer, so the toggle reverts, the failure is logged and
// the reader told (spec 3 §8), and the pending state is cleared either way. After a save, 'Saved'
// shows for 2 seconds (spec 2 §9). Logged out, it is a link to log in that brings the reader back.
import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import BookmarkIcon from '@mui/icons-material/Bookmark';
import BookmarkBorderIcon from '@mui/icons-material/BookmarkBorder';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { reportError } from '../../app/reportError';
import { graphql, getFragmentData, type FragmentType } from '../../gql';
import { useToast } from '../../layout/toast';
import { useSignedIn } from '../../pages/report/useSignedIn';
import { useRecentlySaved } from './useRecentlySaved';
import { LogInToActButton } from '../LogInToActButton';

export const SaveButtonFragment = graphql(`
  fragment SaveButton_content on SavableContent {
    __typename
    ... on Report {
      id
      isSaved
    }
    ... on Figure {
      id
      isSaved
    }
    ... on Webinar {
      id
      isSaved
    }
    ... on ContentItem {
      id
      isSaved
    }
  }
`);

export const SaveItemMutation = graphql(`
  mutation SaveItem($contentId: ID!) {
    saveItem(contentId: $contentId) {
      ...SaveButton_content
    }
  }
`);

export const UnsaveItemMutation = graphql(`
  mutation UnsaveItem($contentId: ID!) {
    unsaveItem(contentId: $contentId) {
      ...SaveButton_content
    }
  }
`);

/** The accessible name: the same whatever the state (aria-pressed says it), and unique per card. */
export const saveButtonLabel = (title: string) => `Save ${title}`;

export function saveFailedMessage(title: string, save: boolean): string {
  return `Could not ${save ? 'save' : 'remove'} ${title} ${save ? 'to' : 'from'} your favorites. Please try again.`;
}

type SavableTypename = 'Report' | 'Figure' | 'Webinar' | 'ContentItem';

export function SaveButton(props: { content: FragmentType<typeof SaveButtonFragment>; title: string; size?: 'small' | 'medium' }) {
  const content = getFragmentData(SaveButtonFragment, props.content);
  const { title, size = 'small' } = props;
  const signedIn = useSignedIn();
  const [save] = useMutation(SaveItemMutation);
  const [unsave] = useMutation(UnsaveItemMutation);
  const toast = useToast();
  const { recentlySaved, raise, drop } = useRecentlySaved();
  const [pending, setPending] = useState(false);

  // Nothing until the session is known, rather than flash 'log in' at a signed-in user.
  if (signedIn === undefined) return null;
  if (!signedIn) {
    return (
      <LogInToActButton label={saveButtonLabel(title)} size={size} startIcon={<BookmarkBorderIcon />}>
        Save
      </LogInToActButton>
    );
  }

  const saved = content.isSaved;
  const toggle = async () => {
    if (pending) return;
    const adding = !saved;
    const variables = { contentId: content.id };
    const next = { __typename: content.__typename as SavableTypename, id: content.id, isSaved: adding };
    setPending(true);
    if (adding) raise();
    try {
      // The optimistic answer is the fragment's own shape; masking hides it from the mutation's type.
      if (adding) await save({ variables, optimisticResponse: { saveItem: next } as never });
      else await unsave({ variables, optimisticResponse: { unsaveItem: next } as never });
    } catch (error) {
      reportError(error, 'favorites');
      drop();
      toast.set({ message: saveFailedMessage(title, adding), severity: 'error' });
    } finally {
      setPending(false);
    }
  };

  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Button
        size={size}
        variant={saved ? 'contained' : 'outlined'}
        startIcon={saved ? <BookmarkIcon /> : <BookmarkBorderIcon />}
        aria-pressed={saved}
        aria-label={saveButtonLabel(title)}
        aria-busy={pending || undefined}
        onClick={() => void toggle()}
      >
        Save
      </Button>
      {/* Spec 2 §9: the saved indicator, for 2 seconds after an add. The live region is always
          there and only its text changes, so screen readers say 'Saved' too. */}
      <Typography component="span" role="status" variant="body2" sx={{ color: 'success.dark', fontWeight: 600, minWidth: '3.5em' }}>
        {recentlySaved && saved ? 'Saved' : ''}
      </Typography>
    </Stack>
  );
}
