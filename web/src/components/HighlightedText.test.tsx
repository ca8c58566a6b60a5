import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { HighlightedText } from './HighlightedText';

const marks = (container: HTMLElement) => [...container.querySelectorAll('mark')].map((mark) => mark.textContent);

describe('HighlightedText', () => {
  it('marks the quoted sentence inside its paragraph', () => {
    const { container } = render(<p><HighlightedText text="First. Only 19% say so. Last." highlight="Only 19% say so." /></p>);
    expect(container.textContent).toBe('First. Only 19% say so. Last.');
    expect(marks(container)).toEqual(['Only 19% say so.']);
  });

  it('marks a whole paragraph a longer passage contains, and nothing where the quote is not', () => {
    const passage = 'One paragraph. Another paragraph.';
    const { container } = render(
      <>
        <p><HighlightedText text="One paragraph." highlight={passage} /></p>
        <p><HighlightedText text="Unrelated." highlight={passage} /></p>
        <p><HighlightedText text="Not cited." highlight={null} /></p>
      </>,
    );
    expect(marks(container)).toEqual(['One paragraph.']);
  });
});
