import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import type { MockedResponse } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { MemoryRouter } from 'react-router';
import { courtesyViewNotice } from '@portal/domain';
import { ToastProvider } from '../../../layout/toast';
import { ReportSharing } from './ReportSharing';
import { CREATE_SHARE_LINK, CreateResearchShareMutation, RevokeResearchShareMutation, SHARE_LINK_LABEL, SHARE_REVOKED } from './ShareLinkPanel';

const REPORT = { __typename: 'Report' as const, id: 'RES100003', title: 'Cloud Costs', path: '/report/cloud-costs/RES100003', shareAccess: false, courtesyView: null };
const SHARE_ID = '6f1c2b1e-6c7d-4e55-9a0b-1f2e3d4c5b6a';
const TICKET = 'AbCdEfGhIjKlMnOpQrSt-_';

function renderSharing(report: Record<string, unknown>, mocks: MockedResponse[] = []) {
  render(
    <MockedProvider mocks={mocks}>
      <MemoryRouter>
        <ToastProvider>
          <ReportSharing report={{ ...REPORT, ...report } as never} />
        </ToastProvider>
      </MemoryRouter>
    </MockedProvider>,
  );
}

describe('ReportSharing', () => {
  it('tells a courtesy-view reader which report and until when, and offers them no share link', () => {
    const expiresAt = '2026-03-03T16:05:00.000Z';
    renderSharing({ courtesyView: { __typename: 'CourtesyView', expiresAt } });
    expect(screen.getByRole('status').textContent).toContain(courtesyViewNotice('Cloud Costs', expiresAt));
    expect(screen.queryByRole('button', { name: CREATE_SHARE_LINK })).toBeNull();
    const mailto = new URL(screen.getByRole('link', { name: 'Email a link to Cloud Costs' }).getAttribute('href')!);
    expect(mailto.searchParams.get('subject')).toBe('Meridian Research: Cloud Costs');
    expect(mailto.searchParams.get('body')).toContain(`${window.location.origin}/report/cloud-costs/RES100003`);
  });

  it('creates a share link for a subscriber, says what it grants, and withdraws it', async () => {
    const sharePath = `/researchshare/RES100003/${TICKET}`;
    renderSharing({ shareAccess: true }, [
      {
        request: { query: CreateResearchShareMutation, variables: { contentId: 'RES100003' } },
        result: { data: { createResearchShare: { __typename: 'CreatedResearchShare', sharePath, courtesySeconds: 259200, maxReaders: 5, share: { __typename: 'ResearchShare', id: SHARE_ID, expiresAt: '2026-03-10T09:00:00.000Z' } } } },
      },
      { request: { query: RevokeResearchShareMutation, variables: { id: SHARE_ID } }, result: { data: { revokeResearchShare: { __typename: 'ResearchShare', id: SHARE_ID, status: 'revoked' } } } },
    ]);
    fireEvent.click(screen.getByRole('button', { name: CREATE_SHARE_LINK }));
    const link = (await screen.findByRole('textbox', { name: SHARE_LINK_LABEL })) as HTMLInputElement;
    expect(link.value).toBe(`${window.location.origin}${sharePath}`);
    screen.getByText(/read this report, and only this report, for 3 days after opening it\. The link works until March 10th, 2026, 9:00 AM UTC, for up to 5 readers\./);
    const mail = new URL(screen.getByRole('link', { name: 'Email share link' }).getAttribute('href')!);
    expect(mail.searchParams.get('body')).toContain(link.value);

    fireEvent.click(screen.getByRole('button', { name: 'Withdraw link' }));
    await screen.findByText(SHARE_REVOKED);
    expect(screen.queryByRole('textbox', { name: SHARE_LINK_LABEL })).toBeNull();
  });
});
