import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { MockLink } from '@apollo/client/testing';
import { GraphQLError } from 'graphql';
import { unknownClientEmailMessage } from '@portal/domain';
import { routes } from '../../app/router';
import { FEATURE_FLAGS_OFF, FeatureFlagsQuery } from '../../app/featureFlags';
import { HeaderViewerQuery } from '../../layout/AccountMenu';
import { HeaderCartCountQuery } from '../../layout/CartLink';
import { LayoutAlertBannerQuery } from '../../layout/SiteAnnouncement';
import { renderRoutes } from '../../test/renderRoutes';
import { InitiativesByEmailQuery } from './ClientViewerPage';
import { InitiativesViewerAccessQuery } from './initiativesAccess';

const VIEWER = { __typename: 'Viewer' as const, id: 'usr-employee-0001', fullName: 'Emery Stone' };
const FOUND = {
  __typename: 'Initiatives' as const,
  clientName: 'Dana Kim',
  accountName: 'Adatum',
  initiatives: [
    {
      __typename: 'Initiative' as const,
      id: '3',
      title: 'Modernize the B2B buying journey',
      actions: [
        { __typename: 'InitiativeAction' as const, actionItemId: '1', actionStatus: 'Completed' },
        { __typename: 'InitiativeAction' as const, actionItemId: '2', actionStatus: 'In progress' },
      ],
    },
  ],
  otherActions: [
    { __typename: 'InitiativeAction' as const, actionItemId: '9', initiativeId: null, title: 'Schedule an inquiry', description: '', dueDate: null, actionStatus: 'Not started' },
  ],
};

function renderViewer(isInternal: boolean, extra: MockLink.MockedResponse[] = []) {
  const mocks: MockLink.MockedResponse[] = [
    { request: { query: LayoutAlertBannerQuery }, result: { data: { alertBanner: null } } },
    { request: { query: HeaderCartCountQuery }, result: { data: { cart: { __typename: 'Cart', count: 0 } } } },
    { request: { query: HeaderViewerQuery }, result: { data: { viewer: VIEWER } }, maxUsageCount: 5 },
    { request: { query: FeatureFlagsQuery }, result: { data: { featureFlags: { __typename: 'FeatureFlags', ...FEATURE_FLAGS_OFF, outcomesClientViewer: true } } }, maxUsageCount: 5 },
    { request: { query: InitiativesViewerAccessQuery }, result: { data: { viewer: { __typename: 'Viewer', id: VIEWER.id, isInternal } } } },
    ...extra,
  ];
  return renderRoutes(routes, '/myinitiatives/viewer', new MockLink(mocks));
}

const emailField = async () => screen.findByRole('textbox', { name: 'Client e-mail address' }, { timeout: 10_000 });

describe('/myinitiatives/viewer', () => {
  it('looks a client up by the trimmed e-mail, shows whose initiatives they are, and resets when the e-mail is emptied', async () => {
    renderViewer(true, [{ request: { query: InitiativesByEmailQuery, variables: { email: 'dana@meridian.example' } }, result: { data: { initiativesByEmail: FOUND } } }]);
    fireEvent.change(await emailField(), { target: { value: '  dana@meridian.example ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Look up' }));
    expect(await screen.findByRole('heading', { name: 'Initiatives of Dana Kim' })).toHaveProperty('tagName', 'H2');
    expect(screen.getByText('Account: Adatum')).toHaveProperty('tagName', 'P');
    expect(screen.getByRole('link', { name: 'Modernize the B2B buying journey' }).getAttribute('href')).toBe('/myinitiatives/viewer/3');
    expect(screen.getByText('1 of 2 actions completed')).toHaveProperty('tagName', 'P');

    fireEvent.change(await emailField(), { target: { value: '' } });
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Initiatives of Dana Kim' })).toBeNull());
  });

  it("shows the server's message for an unknown e-mail, until the e-mail is emptied", async () => {
    const email = 'nobody@meridian.example';
    renderViewer(true, [
      { request: { query: InitiativesByEmailQuery, variables: { email } }, result: { errors: [new GraphQLError(unknownClientEmailMessage(email), { extensions: { code: 'NOT_FOUND', status: 404 } })] } },
    ]);
    fireEvent.change(await emailField(), { target: { value: email } });
    fireEvent.click(screen.getByRole('button', { name: 'Look up' }));
    expect((await screen.findByRole('alert')).textContent).toContain(unknownClientEmailMessage(email));
    fireEvent.change(await emailField(), { target: { value: '' } });
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('is no page for a client: 403, no access', async () => {
    renderViewer(false);
    expect(await screen.findByRole('heading', { level: 1, name: 'You Do Not Have Access' }, { timeout: 10_000 })).toHaveProperty('tagName', 'H1');
    expect(screen.queryByRole('textbox', { name: 'Client e-mail address' })).toBeNull();
  });
});
