// The report page's save button (issue #14 "Response cache"): the page's public query leaves out
// isSaved so that it may be cached, and ReportPagePrivate brings it into Apollo's normalized cache
// under the same entity; this reads it from there, so a save elsewhere (or this one) updates it.
import { useFragment } from '@apollo/client/react';
import { makeFragmentData } from '../../../gql';
import { SaveButton, SaveButtonFragment } from '../../../components/save/SaveButton';

export function CachedSaveButton(props: { typename: 'Report' | 'Figure'; id: string; title: string }) {
  const { data, complete } = useFragment({ fragment: SaveButtonFragment, fragmentName: 'SaveButton_content', from: { __typename: props.typename, id: props.id } });
  // The private query is read before the page renders, so this is complete but for an entity it did not fetch.
  if (!complete) return null;
  return <SaveButton content={makeFragmentData(data, SaveButtonFragment)} title={props.title} />;
}
