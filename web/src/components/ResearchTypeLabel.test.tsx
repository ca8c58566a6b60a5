import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { IP_TYPE_DEFINITIONS } from '@portal/domain';
import { ResearchTypeLabel, definitionButtonLabel } from './ResearchTypeLabel';

describe('ResearchTypeLabel', () => {
  it("gives a research type a button the keyboard reaches, described by the type's definition", async () => {
    render(<ResearchTypeLabel ipType="Wave" />);
    const button = () => screen.getByRole('button', { name: 'What is a Wave?' });
    button().focus();
    fireEvent.click(button());
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip.textContent).toBe(IP_TYPE_DEFINITIONS.Wave);
    // The button now on the page: the tooltip's, which replaced the plain one when its code loaded
    // (unless an earlier file in this worker had loaded it already).
    expect(button().getAttribute('aria-describedby')).toBe(tooltip.id);
  });

  it('is the name alone for a type without a definition', () => {
    render(<ResearchTypeLabel ipType="Horoscope" />);
    screen.getByText('Horoscope');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('names the button with the right article', () => {
    expect(definitionButtonLabel('Interactive Data Tool')).toBe('What is an Interactive Data Tool?');
  });
});
