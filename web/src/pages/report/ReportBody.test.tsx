import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { makeFragmentData } from '../../gql';
import { reportFixture } from '../../test/reportFixture';
import { ReportBody, ReportBodyFragment } from './ReportBody';
import { useTocState } from './useTocState';

const report = makeFragmentData({ sections: reportFixture.sections } as never, ReportBodyFragment);

function Body({ onShowFigure = () => {} }: { onShowFigure?: (figureId: string) => void }) {
  const toc = useTocState(['overview', 'budgets']);
  return <ReportBody report={report} toc={toc} onShowFigure={onShowFigure} />;
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

describe('ReportBody figures', () => {
  it('draws a cited figure where the text cites it, after the paragraph that cites it', async () => {
    render(<Body />);
    const figure = screen.getByRole('figure', { name: 'Figure 1: Budget priorities' });
    // The chart itself (FigureGraphic): its notes and its drawing.
    expect(within(figure).getByText(/^Source:/).textContent).toBe('Source: Meridian survey 2024');
    // Drawn once its code has loaded (LazyChartGraphic).
    await waitFor(() => expect(figure.querySelector('svg')).not.toBeNull(), { timeout: 10_000 });
    const section = document.getElementById('budgets-content')!;
    expect(section.contains(figure)).toBe(true);
    const paragraph = within(section).getByText('Demand gains the most.');
    expect(paragraph.compareDocumentPosition(figure) & Node.DOCUMENT_POSITION_FOLLOWING).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  });

  it('opens the figure in the gallery from its caption', () => {
    const shown: string[] = [];
    render(<Body onShowFigure={(id) => shown.push(id)} />);
    const open = screen.getByRole('link', { name: 'Open in the gallery: Figure 1' });
    expect(open.getAttribute('href')).toBe('#figures');
    fireEvent.click(open);
    expect(shown).toEqual(['GR-1000011']);
  });
});
