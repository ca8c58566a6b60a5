// The checkout form's card rules as the reader meets them (spec 2 §5): the brand beside the number,
// the expiry's automatic '/', the security code's length by brand, and errors that follow each
// change once shown. The captcha asks the graph for a challenge, so its query is answered.
import { describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MockedProvider } from '@apollo/client/testing/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { CaptchaProviderQuery } from '../../components/captcha/Captcha';
import { CheckoutForm } from './CheckoutForm';

const SESSION = '0b9c7f4e-7d1a-4c36-9a52-0d6b1b2f8a11';
const captcha = { request: { query: CaptchaProviderQuery }, result: { data: { captcha: { __typename: 'Captcha', provider: 'recaptcha', siteKey: 'k', version: '2' } } }, maxUsageCount: 10 };

function renderForm() {
  const router = createMemoryRouter([{ path: '/', element: <CheckoutForm sessionId={SESSION} countries={[{ code: 'US', name: 'United States' }]} /> }]);
  render(
    <MockedProvider mocks={[captcha]}>
      <RouterProvider router={router} />
    </MockedProvider>,
  );
}

const box = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name.replace(/[()/]/g, '\\$&')}`) });
const settle = () => act(async () => {});

describe('CheckoutForm', () => {
  it("labels the card fields as the spec does and adds the expiry's '/' after two digits", async () => {
    renderForm();
    for (const label of ['Name on card', 'Card number', 'Expiration date (MM/YY)', 'Security code']) expect(box(label)).toBeDefined();
    fireEvent.change(box('Expiration date (MM/YY)'), { target: { value: '1' } });
    expect((box('Expiration date (MM/YY)') as HTMLInputElement).value).toBe('1');
    fireEvent.change(box('Expiration date (MM/YY)'), { target: { value: '12' } });
    expect((box('Expiration date (MM/YY)') as HTMLInputElement).value).toBe('12/');
    fireEvent.change(box('Expiration date (MM/YY)'), { target: { value: '12/4a0' } });
    expect((box('Expiration date (MM/YY)') as HTMLInputElement).value).toBe('12/40');
    await settle();
  });

  it('shows the brand as the number is typed and allows 4 security digits for American Express', async () => {
    renderForm();
    fireEvent.change(box('Card number'), { target: { value: '4' } });
    await settle();
    expect(screen.getByText('Card type: Visa')).toBeDefined();
    expect(box('Security code').getAttribute('maxlength')).toBe('3');
    fireEvent.change(box('Card number'), { target: { value: '37' } });
    await settle();
    expect(screen.getByText('Card type: American Express')).toBeDefined();
    expect(box('Security code').getAttribute('maxlength')).toBe('4');
  });

  it('recomputes an error after each change once it is shown', async () => {
    renderForm();
    fireEvent.change(box('Security code'), { target: { value: '1' } });
    fireEvent.blur(box('Security code'));
    await settle();
    expect(screen.getByText('Please enter security code')).toBeDefined();
    fireEvent.change(box('Security code'), { target: { value: '123' } });
    await settle();
    expect(screen.queryByText('Please enter security code')).toBeNull();
  });
});
