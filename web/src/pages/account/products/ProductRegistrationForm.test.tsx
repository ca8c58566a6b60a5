import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { MockLink } from '@apollo/client/testing';
import { GraphQLError } from 'graphql';
import { createCache } from '../../../app/apollo';
import { ProductRegistrationForm, RegisterProductMutation as RegisterProduct } from './ProductRegistrationForm';


const failure = (registrationId: string, status: number, message: string): MockLink.MockedResponse => ({
  request: { query: RegisterProduct, variables: { registrationId } },
  result: { errors: [new GraphQLError(message, { extensions: { status } })] },
});

function renderForm(mocks: MockLink.MockedResponse[]) {
  const client = new ApolloClient({ link: new MockLink(mocks), cache: createCache() });
  render(
    <ApolloProvider client={client}>
      <ProductRegistrationForm />
    </ApolloProvider>,
  );
  const input = screen.getByLabelText('Product registration ID') as HTMLInputElement;
  const submit = (value: string) => {
    fireEvent.change(input, { target: { value } });
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
  };
  return { input, submit };
}

describe('ProductRegistrationForm (spec 3 §5)', () => {
  it('resets the input on an empty id and sends nothing', () => {
    const { input, submit } = renderForm([]);
    submit('   ');
    expect(input.value).toBe('');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it.each([404, 500, 502])("reads 'Please enter a valid product registration ID' on a %i", async (status) => {
    const { submit } = renderForm([failure('MRD-FMI-0001', status, 'Registration ID MRD-FMI-0001 not found')]);
    submit(' MRD-FMI-0001 ');
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Please enter a valid product registration ID');
  });

  it("shows the server's message on any other failure", async () => {
    const { submit, input } = renderForm([failure('MRD-FMI-0001', 409, 'This product registration ID has already been used by another account')]);
    submit('MRD-FMI-0001');
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'This product registration ID has already been used by another account');
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });
});
