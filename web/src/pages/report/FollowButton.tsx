// Follow/Following toggle for one analyst (pressed = following) (spec 2 §4 "Follow analyst"): the cache is set to the
// new state at once (Apollo's optimistic response) and keeps it only if the server answers with
// success; on any error Apollo drops the optimistic layer, so the button reverts. The layout's
// toast says how it ended, either way, once the server has answered. Logged out, it is a link to log in that brings the user back here.
import { useMutation } from '@apollo/client/react';
import CheckIcon from '@mui/icons-material/Check';
import Button from '@mui/material/Button';
import { graphql, getFragmentData, type FragmentType } from '../../gql';
import { useToast } from '../../layout/toast';
import { useSignedIn } from './useSignedIn';
import { LogInToActButton } from '../../components/LogInToActButton';

export const FollowButtonFragment = graphql(`
  fragment FollowButton_analyst on Analyst {
    id
    fullName
    isFollowed
  }
`);

export const FollowAnalystMutation = graphql(`
  mutation FollowAnalyst($id: ID!) {
    followAnalyst(id: $id) {
      id
      isFollowed
    }
  }
`);

export const UnfollowAnalystMutation = graphql(`
  mutation UnfollowAnalyst($id: ID!) {
    unfollowAnalyst(id: $id) {
      id
      isFollowed
    }
  }
`);

export const followButtonLabel = (fullName: string, followed: boolean) => `${followed ? 'Unfollow' : 'Follow'} ${fullName}`;

/** The toast after the server answers a follow (`follow`) or an unfollow. */
export function followOutcome(fullName: string, follow: boolean, succeeded: boolean): string {
  if (!succeeded) return `Could not ${follow ? 'follow' : 'unfollow'} ${fullName}. Please try again.`;
  return follow ? `You are now following ${fullName}` : `You are no longer following ${fullName}`;
}

export function FollowButton(props: { analyst: FragmentType<typeof FollowButtonFragment> }) {
  const analyst = getFragmentData(FollowButtonFragment, props.analyst);
  const signedIn = useSignedIn();
  const [follow] = useMutation(FollowAnalystMutation);
  const [unfollow] = useMutation(UnfollowAnalystMutation);
  const toast = useToast();

  // Nothing until the session is known, rather than flash 'log in' at a signed-in user.
  if (signedIn === undefined) return null;
  if (!signedIn) {
    return <LogInToActButton label={followButtonLabel(analyst.fullName, false)}>Follow</LogInToActButton>;
  }

  const followed = analyst.isFollowed;
  const toggle = () => {
    const variables = { id: analyst.id };
    const next = { __typename: 'Analyst' as const, id: analyst.id, isFollowed: !followed };
    const done = followed
      ? unfollow({ variables, optimisticResponse: { unfollowAnalyst: next } })
      : follow({ variables, optimisticResponse: { followAnalyst: next } });
    done.then(
      () => toast.set({ message: followOutcome(analyst.fullName, !followed, true) }),
      () => toast.set({ message: followOutcome(analyst.fullName, !followed, false), severity: 'error' }),
    );
  };
  return (
    <Button
      size="small"
      variant={followed ? 'contained' : 'outlined'}
      // The check shows "following"; the visible word is the action, so that the accessible
      // name ('Unfollow <name>') contains it (WCAG 2.5.3 label in name).
      startIcon={followed ? <CheckIcon /> : undefined}
      aria-pressed={followed}
      aria-label={followButtonLabel(analyst.fullName, followed)}
      onClick={toggle}
    >
      {followed ? 'Unfollow' : 'Follow'}
    </Button>
  );
}
