import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { ApolloClient, ApolloLink } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { throwError } from 'rxjs';
import { createCache } from '../../app/apollo';
import { operationLink, type OperationAnswers } from '../../test/operationLink';
import { useRecordReportView } from './useRecordReportView';
import { useSignedIn } from './useSignedIn';

const REPORT_ID = 'RES100001';
const OTHER_ID = 'RES100002';
const NO_TOKEN: Readonly<Record<string, string>> = {};
const REPRINTS_TOKEN = { reprintsToken: 'AbCdEfGhIjKlMnOpQrStUv' };
const signedIn = () => ({ data: { viewer: { __typename: 'Viewer', id: 'usr-client-0271', fullName: 'Una Reader', interceptors: [] } } });
const recordedOk = () => ({ data: { recordReportView: true } });

interface Props {
  id: string;
  headers: Readonly<Record<string, string>>;
}

/** The hook on a client answering by operation name; returns whether the reader is signed in, once known. */
function renderRecorder(answers: OperationAnswers, initialProps: Props = { id: REPORT_ID, headers: NO_TOKEN }) {
  const { link, operations } = operationLink(answers);
  const sentHeaders: unknown[] = [];
  const headersSpy = new ApolloLink((operation, forward) => {
    if (operation.operationName === 'RecordReportView') sentHeaders.push(operation.getContext().headers);
    return forward(operation);
  });
  const client = new ApolloClient({ link: headersSpy.concat(link), cache: createCache() });
  const wrapper = ({ children }: { children: ReactNode }) => <ApolloProvider client={client}>{children}</ApolloProvider>;
  const hook = renderHook(
    ({ id, headers }: Props) => {
      useRecordReportView(id, headers);
      return useSignedIn();
    },
    { wrapper, initialProps },
  );
  const recorded = () => operations.filter((operation) => operation.operationName === 'RecordReportView').map((operation) => operation.variables.id);
  return { ...hook, recorded, sentHeaders };
}

/** Lets every pending promise settle (a mutation the last render started reaches the link). */
const settle = () => act(async () => {});

// A failed record must not surface: an unhandled rejection is what a forgotten catch would give.
const rejections: unknown[] = [];
const onRejection = (reason: unknown) => rejections.push(reason);
beforeEach(() => {
  rejections.length = 0;
  process.on('unhandledRejection', onRejection);
});
afterEach(() => {
  process.off('unhandledRejection', onRejection);
});

describe('useRecordReportView (spec 2 §3: "Viewed …" on search cards)', () => {
  it("records a signed-in reader's view once per report: not again on a re-render or a new URL query, again for another report", async () => {
    const { recorded, rerender, result } = renderRecorder({ HeaderViewer: signedIn, RecordReportView: recordedOk });
    await waitFor(() => expect(recorded()).toEqual([REPORT_ID]));
    expect(result.current).toBe(true);
    rerender({ id: REPORT_ID, headers: NO_TOKEN });
    // A survey segment change gives the page a new URL query, hence new (equal) token headers.
    rerender({ id: REPORT_ID, headers: {} });
    await settle();
    expect(recorded()).toEqual([REPORT_ID]);
    rerender({ id: OTHER_ID, headers: {} });
    await waitFor(() => expect(recorded()).toEqual([REPORT_ID, OTHER_ID]));
    rerender({ id: OTHER_ID, headers: {} });
    await settle();
    expect(recorded()).toEqual([REPORT_ID, OTHER_ID]);
  });

  it('records nothing for a visitor, on any report', async () => {
    const { recorded, rerender, result } = renderRecorder({ HeaderViewer: () => ({ data: { viewer: null } }), RecordReportView: recordedOk });
    await waitFor(() => expect(result.current).toBe(false));
    rerender({ id: OTHER_ID, headers: NO_TOKEN });
    await settle();
    expect(recorded()).toEqual([]);
  });

  it("sends the page's reprints token with the record, as the report's read sent it", async () => {
    const { recorded, sentHeaders } = renderRecorder({ HeaderViewer: signedIn, RecordReportView: recordedOk }, { id: REPORT_ID, headers: REPRINTS_TOKEN });
    await waitFor(() => expect(recorded()).toEqual([REPORT_ID]));
    expect(sentHeaders).toEqual([REPRINTS_TOKEN]);
  });

  it('is silent when recording fails, with an error answer or no answer at all', async () => {
    const failures: OperationAnswers[string][] = [
      () => ({ errors: [{ message: 'Log in to continue', extensions: { code: 'UNAUTHENTICATED' } }] }),
      () => throwError(() => new Error('network down')),
    ];
    for (const failure of failures) {
      const { recorded, result, unmount } = renderRecorder({ HeaderViewer: signedIn, RecordReportView: failure });
      await waitFor(() => expect(recorded()).toEqual([REPORT_ID]));
      // One turn of the event loop: Node reports a rejection nobody handled only then.
      await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
      expect(rejections).toEqual([]);
      expect(result.current).toBe(true);
      unmount();
    }
  });
});
