import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import type { MockedResponse } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { createCache } from '../../../app/apollo';
import { SiteOriginContext } from '../../../app/siteOrigin';
import { CREATE_PREVIEW_LINK, CREATE_REPRINT_LINK, ISSUED_LINK_LABEL, IssueReprintLinkMutation, REPRINT_LINKS_HEADING, ReprintLinkIssuer, ReprintUserQuery } from './ReprintLinkIssuer';

const REPORT_ID = 'RES100003';
const viewer = (isReprintUser: boolean | null) => ({ viewer: isReprintUser === null ? null : { __typename: 'Viewer' as const, id: 'usr-employee-0191', isReprintUser } });

function renderIssuer(isReprintUser: boolean | null, mocks: MockedResponse[] = []) {
  const cache = createCache();
  cache.writeQuery({ query: ReprintUserQuery, data: viewer(isReprintUser) as never });
  return render(
    <SiteOriginContext.Provider value="https://portal.example">
      <MockedProvider mocks={mocks} cache={cache}>
        <ReprintLinkIssuer contentId={REPORT_ID} />
      </MockedProvider>
    </SiteOriginContext.Provider>,
  );
}

describe('ReprintLinkIssuer', () => {
  it('shows nothing to a reader who is not a reprint user, nor to a visitor', () => {
    for (const who of [false, null]) {
      const { unmount } = renderIssuer(who);
      expect(screen.queryByRole('heading', { name: REPRINT_LINKS_HEADING })).toBeNull();
      unmount();
    }
  });

  it('lets a reprint user create a reprint link for this report and shows it whole, with its end', async () => {
    const path = `/report/a-report/${REPORT_ID}?reprintsToken=AbCdEfGhIjKlMnOpQrStUv`;
    renderIssuer(true, [
      {
        request: { query: IssueReprintLinkMutation, variables: { contentId: REPORT_ID, kind: 'REPRINTS' } },
        result: { data: { issueReprintLink: { __typename: 'ReprintLink', id: 'tok-1', kind: 'REPRINTS', path, expiresAt: '2027-02-25T08:00:00.000Z' } } },
      },
    ]);
    expect(screen.getByRole('heading', { name: REPRINT_LINKS_HEADING }).tagName).toBe('H2');
    expect(screen.getByRole('button', { name: CREATE_PREVIEW_LINK })).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: CREATE_REPRINT_LINK }));
    const field = await screen.findByRole('textbox', { name: ISSUED_LINK_LABEL });
    expect((field as HTMLInputElement).value).toBe(`https://portal.example${path}`);
    expect(screen.getByRole('status').textContent).toContain('Reprint link: opens this report, and only this report, until February 25th, 2027.');
  });
});
