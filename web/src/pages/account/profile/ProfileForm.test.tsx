import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import type { MockedResponse } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import type { ProfilePageQuery } from '../../../gql/graphql';
import { ProfileForm, UpdateProfileMutation } from './ProfileForm';

type Viewer = NonNullable<ProfilePageQuery['viewer']>;

const viewer: Viewer = {
  __typename: 'Viewer',
  id: 'usr-1',
  profile: {
    __typename: 'Profile',
    id: 'usr-1', emailAddress: 'casey@example.com', isSSO: false, accountName: 'Northwind', city: '', countryCode: 'US', extension: '',
    firstName: 'Casey', jobTitle: 'VP', lastName: 'Morgan', otherRegion: '', phoneNumber: '', postalCode: '', prefix: '', state: '', street: '', streetSecondLine: '',
  },
  specialRegistrationFields: [{ __typename: 'SpecialRegistrationField', name: 'Org Selections', required: true, value: 'Marketing' }],
  countries: [{ __typename: 'Country', code: 'GB', name: 'United Kingdom' }, { __typename: 'Country', code: 'US', name: 'United States' }],
};

const input = { accountName: 'Northwind', city: '', countryCode: 'US', extension: '', firstName: 'Casey', jobTitle: 'VP', lastName: 'Morgan', otherRegion: '', phoneNumber: '617.555.0100', postalCode: '', prefix: 'Dr.', state: '', street: '', streetSecondLine: '', specialReg: 'Marketing' };

function renderForm(mocks: MockedResponse[] = [], onSaved = vi.fn()) {
  render(
    <MockedProvider mocks={mocks}>
      <ProfileForm viewer={viewer} onSaved={onSaved} />
    </MockedProvider>,
  );
  return onSaved;
}

const box = (name: RegExp) => screen.getByRole('textbox', { name });
// react-hook-form validates asynchronously: let a change, blur or submit finish before looking.
const settle = () => act(async () => {});

describe('ProfileForm', () => {
  it('shows the required message only once the field is left, and the length message on submit', async () => {
    renderForm();
    fireEvent.change(box(/^First name/), { target: { value: '' } });
    await settle();
    expect(screen.queryByText('This field is required')).toBeNull();
    fireEvent.blur(box(/^First name/));
    await settle();
    screen.getByText('This field is required');
    expect(box(/^First name/).getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(box(/^Postal code/), { target: { value: 'x'.repeat(21) } });
    await settle();
    expect(screen.queryByText('Must be 20 characters or fewer')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await settle();
    screen.getByText('Must be 20 characters or fewer');
    // The first field in error takes the focus.
    expect(document.activeElement).toBe(box(/^First name/));
  });

  it('formats the phone on leaving it, and saves every field before reloading', async () => {
    const onSaved = renderForm([
      { request: { query: UpdateProfileMutation, variables: { input } }, result: { data: { updateProfile: { __typename: 'Profile', id: 'usr-1', firstName: 'Casey', lastName: 'Morgan' } } } },
    ]);
    fireEvent.change(box(/^Phone number/), { target: { value: '617-555-0100' } });
    fireEvent.blur(box(/^Phone number/));
    expect((box(/^Phone number/) as HTMLInputElement).value).toBe('617.555.0100');
    fireEvent.change(screen.getByRole('combobox', { name: /^Prefix/ }), { target: { value: 'Dr.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
  });

  it("shows the server's field errors next to their fields", async () => {
    const onSaved = renderForm([
      {
        request: { query: UpdateProfileMutation, variables: { input: { ...input, phoneNumber: '', prefix: '' } } },
        result: { errors: [new GraphQLError('This field is required', { extensions: { code: 'BAD_USER_INPUT', fieldErrors: [{ field: 'specialReg', message: 'This field is required' }] } })] },
      },
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('This field is required');
    expect(box(/^Org Selections/).getAttribute('aria-invalid')).toBe('true');
    expect(onSaved).not.toHaveBeenCalled();
  });
});
