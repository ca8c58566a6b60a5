// The report page's follow button (issue #14 "Response cache"): isFollowed comes from the page's
// private query (ReportPagePrivate) into Apollo's normalized cache, not from the cacheable public
// one; this reads the analyst from there, so a follow elsewhere (or this one) updates it.
import { useFragment } from '@apollo/client/react';
import { makeFragmentData } from '../../../gql';
import { FollowButton, FollowButtonFragment } from '../FollowButton';

export function CachedFollowButton(props: { id: string }) {
  const { data, complete } = useFragment({ fragment: FollowButtonFragment, fragmentName: 'FollowButton_analyst', from: { __typename: 'Analyst', id: props.id } });
  if (!complete) return null;
  return <FollowButton analyst={makeFragmentData(data, FollowButtonFragment)} />;
}
