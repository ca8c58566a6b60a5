import { describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { LINKS_PAGE_SIZE, LinksTable, type LinkRow } from './LinksTable';

const rows: LinkRow[] = Array.from({ length: LINKS_PAGE_SIZE + 2 }, (_, index) => ({
  id: `id-${index}`,
  title: `Report ${index}`,
  path: `/report/r/RES${100001 + index}`,
  values: ['November 1st, 2026', index === 0 ? 'Revoked' : 'Active'],
  revocable: index !== 0,
}));

function renderTable(onRevoke = vi.fn(() => Promise.resolve())) {
  render(
    <MemoryRouter>
      <h2 id="links-heading">Share links</h2>
      <LinksTable labelledBy="links-heading" columns={['Created', 'Status']} rows={rows} noun="share link" onRevoke={onRevoke} />
    </MemoryRouter>,
  );
  return onRevoke;
}

describe('LinksTable', () => {
  it('is a table named by its heading, each row headed by its report linked to its page, paged by ten', () => {
    renderTable();
    const table = screen.getByRole('table', { name: 'Share links' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Report', 'Created', 'Status', 'Actions']);
    expect(within(table).getAllByRole('rowheader')).toHaveLength(LINKS_PAGE_SIZE);
    expect(within(table).getByRole('link', { name: 'Report 1' }).getAttribute('href')).toBe('/report/r/RES100002');
    // A revoked link has nothing to revoke.
    expect(within(table).queryByRole('button', { name: 'Revoke share link: Report 0' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(within(table).getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['Report 10', 'Report 11']);
  });

  it('revokes a link only once confirmed in the dialog', async () => {
    const onRevoke = renderTable();
    fireEvent.click(screen.getByRole('button', { name: 'Revoke share link: Report 3' }));
    const dialog = screen.getByRole('dialog', { name: 'Revoke this share link?' });
    expect(dialog.textContent).toContain('Report 3');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onRevoke).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Revoke share link: Report 3' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(onRevoke).toHaveBeenCalledWith('id-3'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
