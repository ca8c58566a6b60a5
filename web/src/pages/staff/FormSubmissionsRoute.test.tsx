// /staff/form-submissions: an employee reads each submission's delivery state (queued with its
// last error, delivered with when), filters by state and pages, both through the URL; anyone else
// gets the no-access page and no table.
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MockLink } from '@apollo/client/testing';
import { routes } from '../../app/router';
import { renderRoutes } from '../../test/renderRoutes';
import { FormSubmissionsQuery } from './route';
import { StaffViewerQuery } from './staffAccess';
import { layoutMocks } from '../../test/layoutMocks';

const VIEWER = { __typename: 'Viewer' as const, id: 'usr-employee-0001', fullName: 'Emery Stone', interceptors: [] };
const submission = (overrides: Record<string, unknown>) => ({
  __typename: 'FormSubmission' as const,
  submissionId: '1',
  kind: 'inquiry',
  label: 'guidance',
  subject: 'CRM vendor shortlist',
  userId: 'usr-client-0001',
  email: 'client@meridian.example',
  submittedAt: '2026-11-27T03:00:00.000Z',
  deliveryState: 'queued',
  attempts: 2,
  deliveredAt: null,
  lastError: 'connect ECONNREFUSED 127.0.0.1:2525',
  ...overrides,
});
const QUEUED = submission({});
const DELIVERED = submission({
  submissionId: '2',
  kind: 'contact',
  label: 'Contact Customer Support',
  subject: 'Cannot download a report',
  userId: null,
  email: 'visitor@example.org',
  submittedAt: '2026-11-26T09:30:00.000Z',
  deliveryState: 'delivered',
  attempts: 1,
  deliveredAt: '2026-11-26T09:30:05.000Z',
  lastError: null,
});
const page = (items: ReturnType<typeof submission>[], { page = 1, pagesTotal = 1, total = items.length } = {}) => ({
  formSubmissions: { __typename: 'FormSubmissionPage' as const, items, page, pagesTotal, total },
});

function renderStaff(path: string, isInternal: boolean, mocks: MockLink.MockedResponse[] = []) {
  return renderRoutes(
    routes,
    path,
    new MockLink([
      ...layoutMocks(VIEWER),
      { request: { query: StaffViewerQuery }, result: { data: { viewer: { __typename: 'Viewer', id: VIEWER.id, isInternal } } }, maxUsageCount: 5 },
      ...mocks,
    ]),
  );
}

const rows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
const cells = (row: HTMLElement) => within(row).getAllByRole('cell').map((cell) => cell.textContent);

describe('/staff/form-submissions', () => {
  it('lists each submission with its delivery state, attempts, delivery time and last error', async () => {
    renderStaff('/staff/form-submissions', true, [{ request: { query: FormSubmissionsQuery, variables: { page: 1, state: null } }, result: { data: page([QUEUED, DELIVERED]) } }]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Form Submissions' }, { timeout: 10_000 })).toBeDefined();
    const headers = within(screen.getByRole('table')).getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual(['Kind', 'Label', 'Subject', 'E-mail', 'Submitted', 'Delivery state', 'Attempts', 'Delivered at', 'Last error']);
    expect(rows()).toHaveLength(2);
    expect(cells(rows()[0]!)).toEqual(['inquiry', 'guidance', 'CRM vendor shortlist', 'client@meridian.example', 'Nov 27, 2026, 3:00 AM UTC', 'Queued', '2', '—', 'connect ECONNREFUSED 127.0.0.1:2525']);
    expect(cells(rows()[1]!)).toEqual([
      'contact',
      'Contact Customer Support',
      'Cannot download a report',
      'visitor@example.org',
      'Nov 26, 2026, 9:30 AM UTC',
      'Delivered',
      '1',
      'Nov 26, 2026, 9:30 AM UTC',
      '—',
    ]);
    expect(screen.getByRole('status').textContent).toBe('2 submissions');
  });

  it('filters by state and pages through the URL', async () => {
    const { router } = renderStaff('/staff/form-submissions?page=2', true, [
      { request: { query: FormSubmissionsQuery, variables: { page: 2, state: null } }, result: { data: page([DELIVERED], { page: 2, pagesTotal: 3, total: 41 }) } },
      { request: { query: FormSubmissionsQuery, variables: { page: 1, state: 'queued' } }, result: { data: page([QUEUED], { pagesTotal: 2, total: 21 }) } },
      { request: { query: FormSubmissionsQuery, variables: { page: 2, state: 'queued' } }, result: { data: page([submission({ submissionId: '3', subject: 'Second page' })], { page: 2, pagesTotal: 2, total: 21 }) } },
    ]);
    expect(await screen.findByText('41 submissions', {}, { timeout: 10_000 })).toBeDefined();
    const pages = screen.getByRole('navigation', { name: 'Submission pages' });
    expect(within(pages).getByRole('link', { name: 'Go to page 3' }).getAttribute('href')).toBe('/staff/form-submissions?page=3');

    fireEvent.change(screen.getByRole('combobox', { name: 'Delivery state' }), { target: { value: 'queued' } });
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/staff/form-submissions?state=queued'));
    expect(await screen.findByText('21 submissions')).toBeDefined();
    expect(cells(rows()[0]!)[5]).toBe('Queued');

    fireEvent.click(within(screen.getByRole('navigation', { name: 'Submission pages' })).getByRole('link', { name: 'Go to page 2' }));
    expect(await screen.findByText('Second page')).toBeDefined();
    expect(router.state.location.search).toBe('?state=queued&page=2');
    expect((screen.getByRole('combobox', { name: 'Delivery state' }) as HTMLSelectElement).value).toBe('queued');
  });

  it('is no page for a reader who is not an employee: 403, no table', async () => {
    renderStaff('/staff/form-submissions', false);
    expect(await screen.findByRole('heading', { level: 1, name: 'You Do Not Have Access' }, { timeout: 10_000 })).toBeDefined();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
