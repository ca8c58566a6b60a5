// Spec 2 §3: the search cards' "Viewed Month D, YYYY". Opening a report records the signed-in
// reader's view with its own mutation, once per report the page shows (not again on a re-render
// or a survey segment change; another report records again). Reading the report has no side
// effect, so the gateway may answer the page from its response cache (issue #14).
import { useEffect, useRef } from 'react';
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../gql';
import { useSignedIn } from './useSignedIn';

export const RecordReportViewMutation = graphql(`
  mutation RecordReportView($id: ID!) {
    recordReportView(id: $id)
  }
`);

/**
 * Records the view of `reportId` once the reader is known to be signed in (never for a visitor).
 * `tokenHeaders`: the page's reprints or preview token, sent as the report's read sent it.
 */
export function useRecordReportView(reportId: string, tokenHeaders: Readonly<Record<string, string>>): void {
  const signedIn = useSignedIn();
  const [record] = useMutation(RecordReportViewMutation);
  const recorded = useRef<string | null>(null);
  useEffect(() => {
    if (signedIn !== true || recorded.current === reportId) return;
    recorded.current = reportId;
    // A failure only costs the label on a search card: nothing to tell the reader.
    record({ variables: { id: reportId }, context: { headers: tokenHeaders } }).catch(() => undefined);
  }, [signedIn, reportId, tokenHeaders, record]);
}
