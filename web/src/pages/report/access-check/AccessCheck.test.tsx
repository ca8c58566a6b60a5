import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { MockedResponse } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { GraphQLError } from 'graphql';
import { createCache } from '../../../app/apollo';
import { EMAIL_SHAPE_MESSAGE, HAS_ACCESS_TEXT, NO_ACCESS_TEXT } from '@portal/domain';
import { AccessCheck, AccessCheckViewerQuery } from './AccessCheck';
import { ACCESS_CHECK_BUTTON, ACCESS_CHECK_EMAIL_LABEL, ACCESS_CHECK_ERROR_CONTEXT, ReportAccessCheckQuery } from './AccessCheckForm';

const REPORT_ID = 'RES100003';
const viewer = (isInternal: boolean | null) => ({
  request: { query: AccessCheckViewerQuery },
  result: { data: { viewer: isInternal === null ? null : { __typename: 'Viewer', id: 'usr-employee-0171', isInternal } } },
});
const answer = (email: string, result: MockedResponse['result']): MockedResponse => ({
  request: { query: ReportAccessCheckQuery, variables: { contentIds: [REPORT_ID], email } },
  result,
});

function renderCheck(mocks: MockedResponse[]) {
  render(
    <MockedProvider mocks={mocks}>
      <AccessCheck contentId={REPORT_ID} />
    </MockedProvider>,
  );
}

const field = () => screen.findByRole('textbox', { name: ACCESS_CHECK_EMAIL_LABEL });
const status = () => screen.getByRole('status');
const check = (value: string) => {
  fireEvent.change(screen.getByRole('textbox', { name: ACCESS_CHECK_EMAIL_LABEL }), { target: { value } });
  fireEvent.click(screen.getByRole('button', { name: ACCESS_CHECK_BUTTON }));
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe('AccessCheck', () => {
  it('shows nothing to a client or a visitor, the form to an employee', async () => {
    // The viewer's answer already in the cache (as after the server's render): no query decides it.
    for (const who of [false, null, true]) {
      const cache = createCache();
      cache.writeQuery({ query: AccessCheckViewerQuery, data: viewer(who).result.data as never });
      const { unmount } = render(
        <MockedProvider mocks={[]} cache={cache}>
          <AccessCheck contentId={REPORT_ID} />
        </MockedProvider>,
      );
      // The form's code loads on its own (employees only): wait for it, or for nothing.
      if (who === true) await screen.findByRole('textbox', { name: ACCESS_CHECK_EMAIL_LABEL });
      expect(screen.queryByRole('textbox', { name: ACCESS_CHECK_EMAIL_LABEL }) !== null, String(who)).toBe(who === true);
      expect(screen.queryByRole('heading', { name: 'Access check' }) !== null, String(who)).toBe(who === true);
      unmount();
    }
  });

  it("checks the trimmed e-mail for this report and shows the answer; typing hides it, emptying resets", async () => {
    renderCheck([viewer(true), answer('dee@meridian.example', { data: { reportAccessCheck: true } }), answer('eve@meridian.example', { data: { reportAccessCheck: false } })]);
    expect((await screen.findByRole('heading', { name: 'Access check' })).tagName).toBe('H2');
    await field();
    expect(status().textContent).toBe('');

    check('  dee@meridian.example ');
    await waitFor(() => expect(status().textContent).toBe(HAS_ACCESS_TEXT));

    // Spec 3 §4: a new entry is stored and the result is hidden until the next check.
    fireEvent.change(await field(), { target: { value: 'eve@meridian.example' } });
    expect(status().textContent).toBe('');
    fireEvent.click(screen.getByRole('button', { name: ACCESS_CHECK_BUTTON }));
    await waitFor(() => expect(status().textContent).toBe(NO_ACCESS_TEXT));

    fireEvent.change(await field(), { target: { value: '' } });
    expect(status().textContent).toBe('');
  });

  it('refuses a malformed e-mail before asking, with the message under the field; emptying clears it', async () => {
    renderCheck([viewer(true)]);
    await field();
    check('not-an-address');
    expect(await screen.findByText(EMAIL_SHAPE_MESSAGE)).toHaveProperty('tagName', 'P');
    expect((await field()).getAttribute('aria-invalid')).toBe('true');
    expect(status().textContent).toBe('');
    fireEvent.change(await field(), { target: { value: '' } });
    await waitFor(() => expect(screen.queryByText(EMAIL_SHAPE_MESSAGE)).toBeNull());
  });

  it('shows a negative result when the check fails, and reports the failure to the shared handler', async () => {
    const reported = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderCheck([viewer(true), answer('dee@meridian.example', { errors: [new GraphQLError('Service unavailable', { extensions: { code: 'SERVICE_UNAVAILABLE', status: 503 } })] })]);
    await field();
    check('dee@meridian.example');
    await waitFor(() => expect(status().textContent).toBe(NO_ACCESS_TEXT));
    expect(status().getAttribute('aria-busy')).toBe('false');
    expect(reported).toHaveBeenCalledWith(`[${ACCESS_CHECK_ERROR_CONTEXT}]`, expect.anything());
    expect(screen.getByRole('button', { name: ACCESS_CHECK_BUTTON }).hasAttribute('disabled')).toBe(false);
  });
});
