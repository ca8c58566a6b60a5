import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useForm } from 'react-hook-form';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FormSubmitButton } from './FormSubmitButton';

function SearchForm() {
  const form = useForm({ defaultValues: { query: '' } });
  return (
    <form onSubmit={form.handleSubmit(() => undefined)}>
      <input aria-label="Query" {...form.register('query')} />
      <FormSubmitButton control={form.control}>Search</FormSubmitButton>
    </form>
  );
}

describe('FormSubmitButton', () => {
  let unmount: (() => void) | undefined;
  afterEach(() => {
    act(() => unmount?.());
    document.body.innerHTML = '';
  });

  it("is disabled in the server's HTML, so Enter does not submit the form before it hydrates, and enabled once it has", async () => {
    const html = renderToString(<SearchForm />);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Search' }).disabled).toBe(true);

    await act(async () => {
      const root = hydrateRoot(container, <SearchForm />);
      unmount = () => root.unmount();
    });
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Search' }).disabled).toBe(false);
  });
});
