import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { FilterPanel } from './FilterPanel';

describe('FilterPanel', () => {
  it("puts a value's definition behind a button beside its checkbox: opening it does not tick the box", async () => {
    const router = createMemoryRouter([
      {
        path: '*',
        element: (
          <FilterPanel
            groups={[{
              name: 'ipType',
              label: 'Research type',
              options: [
                { value: 'Wave', count: 3, checked: false, definition: { label: 'What is a Wave?', text: 'An evaluation of vendors.' } },
                { value: 'Trends', count: 1, checked: false },
              ],
            }]}
            toggleHref={(name, value) => `/allSearch?${name}=${value}`}
            clearHref="/allSearch"
            hasFilters={false}
            emptyText="No filters."
          />
        ),
      },
    ]);
    render(<RouterProvider router={router} />);
    const wave = screen.getByRole('checkbox', { name: 'Wave (3)' });
    fireEvent.click(screen.getByRole('button', { name: 'What is a Wave?' }));
    expect((await screen.findByRole('tooltip')).textContent).toBe('An evaluation of vendors.');
    expect((wave as HTMLInputElement).checked).toBe(false);
    expect(router.state.location.search).toBe('');
    expect(screen.queryByRole('button', { name: /Trends/ })).toBeNull();
  });
});
