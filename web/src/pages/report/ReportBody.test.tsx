import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { makeFragmentData } from '../../gql';
import { reportFixture } from '../../test/reportFixture';
import { ReportBody, ReportBodyFragment } from './ReportBody';
import { useTocState } from './useTocState';

const report = makeFragmentData({ sections: reportFixture.sections } as never, ReportBodyFragment);

function Body() {
  const toc = useTocState(['overview', 'budgets']);
  return <ReportBody report={report} toc={toc} onShowFigure={() => {}} />;
}

function contentOf(button: HTMLElement): HTMLElement {
  const id = button.getAttribute('aria-controls');
  const content = id ? document.getElementById(id) : null;
  if (!content) throw new Error(`no element controlled by ${button.outerHTML}`);
  return content;
}

describe('ReportBody sections', () => {
  it('starts with every section expanded', () => {
    render(<Body />);
    for (const title of ['Overview', 'Budgets']) {
      const button = screen.getByRole('button', { name: `Collapse ${title}` });
      expect(button.getAttribute('aria-expanded')).toBe('true');
      expect(contentOf(button).hidden).toBe(false);
    }
  });

  it('collapses one section by its button and expands it again', () => {
    render(<Body />);
    fireEvent.click(screen.getByRole('button', { name: 'Collapse Budgets' }));
    const expandButton = screen.getByRole('button', { name: 'Expand Budgets' });
    expect(expandButton.getAttribute('aria-expanded')).toBe('false');
    expect(contentOf(expandButton).hidden).toBe(true);
    // The other section is untouched.
    expect(contentOf(screen.getByRole('button', { name: 'Collapse Overview' })).hidden).toBe(false);

    fireEvent.click(expandButton);
    const collapseButton = screen.getByRole('button', { name: 'Collapse Budgets' });
    expect(collapseButton.getAttribute('aria-expanded')).toBe('true');
    expect(contentOf(collapseButton).hidden).toBe(false);
  });

  it('renders sub-headings as h3 anchors under their section h2', () => {
    render(<Body />);
    expect(screen.getByRole('heading', { level: 2, name: 'Budgets' }).id).toBe('budgets');
    expect(screen.getByRole('heading', { level: 3, name: 'Budget shifts' }).id).toBe('budget-shifts');
  });
});
