// The table of contents marks the section in view: IntersectionObserver is replaced by a fake the
// test drives, reporting which section elements reach into the band below the header.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { makeFragmentData } from '../../gql';
import { reportFixture } from '../../test/reportFixture';
import { ReportBody, ReportBodyFragment } from './ReportBody';
import { TableOfContents, TableOfContentsFragment } from './TableOfContents';
import { SECTION_IN_VIEW_ROOT_MARGIN } from './useSectionInView';
import { useTocState } from './useTocState';

const body = makeFragmentData({ sections: reportFixture.sections } as never, ReportBodyFragment);
const contents = makeFragmentData({ tableOfContents: reportFixture.tableOfContents } as never, TableOfContentsFragment);

/** The observers the page made, with what each watches. */
const observers: FakeIntersectionObserver[] = [];

class FakeIntersectionObserver {
  readonly watched = new Set<Element>();
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    observers.push(this);
  }
  observe(element: Element) {
    this.watched.add(element);
  }
  unobserve(element: Element) {
    this.watched.delete(element);
  }
  disconnect() {
    this.watched.clear();
  }
  takeRecords() {
    return [];
  }
}

/** The observers watching sections (a chart in the body has one of its own: LazyChartGraphic). */
const sectionObservers = () => observers.filter((observer) => observer.options.rootMargin === SECTION_IN_VIEW_ROOT_MARGIN);

/** Reports the section whose heading has this id as entering (or leaving) the band. */
function report(sectionId: string, isIntersecting: boolean) {
  const observer = sectionObservers().at(-1)!;
  const target = [...observer.watched].find((element) => element.querySelector(`[id="${sectionId}"]`));
  if (!target) throw new Error(`section ${sectionId} is not watched`);
  act(() => observer.callback([{ target, isIntersecting } as IntersectionObserverEntry], observer as unknown as IntersectionObserver));
}

function Page() {
  const toc = useTocState(['overview', 'budgets']);
  return (
    <>
      <TableOfContents report={contents} onOpenSection={toc.reveal} currentSectionId={toc.currentSectionId} />
      <ReportBody report={body} toc={toc} onShowFigure={() => {}} />
    </>
  );
}

const link = (name: string) => screen.getByRole('navigation', { name: 'Table of contents' }).querySelector(`a[href="#${name}"]`)!;

describe('the table of contents follows the reader', () => {
  beforeEach(() => {
    observers.length = 0;
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('watches every titled section below the sticky header', () => {
    render(<Page />);
    expect(sectionObservers()).toHaveLength(1);
    expect(sectionObservers()[0].watched.size).toBe(2);
  });

  it('marks no link before a section is in view', () => {
    render(<Page />);
    expect(screen.queryByRole('link', { current: 'location' })).toBeNull();
  });

  it('marks the link of the section in view, the first in body order when two are', () => {
    render(<Page />);
    report('overview', true);
    expect(screen.getByRole('link', { current: 'location' })).toBe(link('overview'));

    report('budgets', true);
    expect(screen.getByRole('link', { current: 'location' })).toBe(link('overview'));

    report('overview', false);
    expect(screen.getByRole('link', { current: 'location' })).toBe(link('budgets'));
    expect(link('overview').hasAttribute('aria-current')).toBe(false);
  });

  it('keeps the last section marked while none is in the band', () => {
    render(<Page />);
    report('budgets', true);
    report('budgets', false);
    expect(screen.getByRole('link', { current: 'location' })).toBe(link('budgets'));
  });

  it('stops watching when the page goes', () => {
    const { unmount } = render(<Page />);
    unmount();
    expect(observers[0].watched.size).toBe(0);
  });
});

const collapseButton = (title: string) => screen.getByRole('button', { name: `Collapse ${title}` });
const expandButton = (title: string) => screen.getByRole('button', { name: `Expand ${title}` });
const budgetsContent = () => document.getElementById('budgets-content')!;

describe('a collapsed section the reader is taken to opens inactively', () => {
  beforeEach(() => {
    observers.length = 0;
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    window.history.replaceState(null, '', window.location.pathname);
  });

  it('following a table-of-contents link opens the collapsed section', () => {
    render(<Page />);
    fireEvent.click(collapseButton('Budgets'));
    expect(budgetsContent().hidden).toBe(true);
    fireEvent.click(link('budgets'));
    expect(budgetsContent().hidden).toBe(false);
    expect(collapseButton('Budgets').getAttribute('aria-expanded')).toBe('true');
  });

  it('scrolling into a section closed by hand opens it, and scrolling past closes it again', () => {
    render(<Page />);
    report('overview', true);
    fireEvent.click(collapseButton('Budgets'));
    report('overview', false);
    report('budgets', true);
    expect(budgetsContent().hidden).toBe(false);

    report('budgets', false);
    report('overview', true);
    expect(budgetsContent().hidden).toBe(true);
    expect(expandButton('Budgets').getAttribute('aria-expanded')).toBe('false');
  });

  it('a section opened by hand stays open when the reader leaves it', () => {
    render(<Page />);
    fireEvent.click(collapseButton('Budgets'));
    fireEvent.click(expandButton('Budgets'));
    report('budgets', true);
    report('budgets', false);
    report('overview', true);
    expect(budgetsContent().hidden).toBe(false);
  });

  it('an anchor in the URL into a collapsed section opens it', () => {
    render(<Page />);
    fireEvent.click(collapseButton('Budgets'));
    act(() => {
      window.history.replaceState(null, '', '#budget-shifts');
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    expect(budgetsContent().hidden).toBe(false);
  });
});

describe('without IntersectionObserver', () => {
  it('renders the table of contents with no section marked', () => {
    expect('IntersectionObserver' in globalThis).toBe(false);
    render(<Page />);
    expect(link('budgets')).not.toBeNull();
    expect(screen.queryByRole('link', { current: 'location' })).toBeNull();
  });
});
