// The signed-in homes' loaders (spec 1 §4): a reader whose session feature izola_home is on goes from
// /myhome to the alternative home, unless they asked for the standard one; a reader without it who
// opens the alternative home goes to /myhome. The alternative home's question box runs the search.
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { ApolloLink } from '@apollo/client';
import { Observable } from 'rxjs';
import { useLocation } from 'react-router';
import { renderRoutes } from '../../test/renderRoutes';
import { nativeSubmission } from '../../test/nativeSubmission';
import { freshSearchHref } from '../search/searchUrl';
import { RouteErrorBoundary } from '../error/RouteErrorBoundary';
import * as myHome from './myHomeRoute';
import * as izolaHome from './izolaHomeRoute';
import { ASK_BUTTON, EMPTY_QUESTION, QUESTION_LABEL } from './AskResearchBox';
import { STANDARD_HOME_LINK } from './IzolaHomePage';

const report = (id: string, title: string) => ({
  __typename: 'HomeReport' as const,
  reason: { __typename: 'HomeReason' as const, text: `Because you follow ${title} author` },
  report: { __typename: 'Report' as const, id, title, summary: `${title} summary`, path: `/report/x/${id}`, publishedDate: '2026-11-01' },
});

const MY_HOME = {
  __typename: 'MyHome' as const,
  banner: { __typename: 'HomeBanner' as const, greeting: 'Welcome back, Isla', functions: ['Customer Experience'] },
  hero: report('RES1', 'Hero report'),
  featured: [report('RES2', 'Second pick')],
  topPeers: null,
  researchServices: null,
  fromReading: [report('RES3', 'Related reading')],
  recommendedEvent: null,
  analysts: null,
};

function renderHome(path: string, features: string[]) {
  const asked: string[] = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        asked.push(operation.operationName!);
        const viewer = { __typename: 'Viewer' as const, id: 'usr-client-0007' };
        const answers: Record<string, unknown> = {
          HeaderViewer: { viewer: { ...viewer, fullName: 'Isla Novak', interceptors: [] } },
          ReaderFeatures: { viewer: { ...viewer, features } },
        };
        observer.next({ data: answers[operation.operationName!] ?? { myHome: MY_HOME } });
        observer.complete();
      }),
  );
  const Search = () => <h1>Search {useLocation().search}</h1>;
  const route = (path: string, module: typeof myHome | typeof izolaHome) => ({ path, loader: module.loader, Component: module.Component, ErrorBoundary: RouteErrorBoundary, HydrateFallback: () => null });
  const { router } = renderRoutes([route('/myhome', myHome), route('/myhome/izola', izolaHome), { path: '/allSearch', Component: Search }], path, link, { withAnnouncer: true });
  return { asked, router };
}

/** The text a screen reader reads as the field's description. */
const descriptionOf = (field: HTMLElement) =>
  (field.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent ?? '').join(' ');

const heading = (name: string) => screen.findByRole('heading', { level: 1, name }, { timeout: 10_000 });

describe('the homes of a signed-in reader', () => {
  it("sends an izola_home reader's /myhome to the alternative home: the question box first, then their picks and reading", async () => {
    const { router, asked } = renderHome('/myhome', ['izola_home']);
    await heading('Welcome back, Isla');
    expect(router.state.location.pathname).toBe('/myhome/izola');
    // /myhome's own sections were never asked for: only the alternative home's.
    expect(asked).not.toContain('MyHomePage');
    expect(asked).toContain('IzolaHomePage');

    const search = screen.getByRole('search', { name: 'Ask about our research' });
    expect(descriptionOf(within(search).getByRole('searchbox', { name: QUESTION_LABEL }))).toMatch(/runs as a search of our research/);
    const picks = screen.getByRole('region', { name: 'Picked for You' });
    expect(within(picks).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      expect.stringContaining('Hero report'),
      expect.stringContaining('Second pick'),
    ]);
    expect(within(picks).getAllByRole('listitem')[0].textContent).toContain('Because you follow Hero report author');
    expect(within(screen.getByRole('region', { name: 'From Your Reading' })).getByRole('link', { name: 'Related reading' }).getAttribute('href')).toBe('/report/x/RES3');
    expect(screen.getByRole('link', { name: STANDARD_HOME_LINK }).getAttribute('href')).toBe('/myhome?home=standard');
  });

  it('runs the question as a search, and says so when there is no question', async () => {
    renderHome('/myhome/izola', ['izola_home']);
    await heading('Welcome back, Isla');
    const box = screen.getByRole('searchbox', { name: QUESTION_LABEL });

    fireEvent.click(screen.getByRole('button', { name: ASK_BUTTON }));
    expect(descriptionOf(box)).toBe(EMPTY_QUESTION);
    expect(box.getAttribute('aria-invalid')).toBe('true');

    // Before the page hydrates the browser submits the form itself, to the same results page.
    fireEvent.change(box, { target: { value: 'How do I measure CX quality?' } });
    expect(nativeSubmission(box.closest('form')!)).toBe(freshSearchHref('How do I measure CX quality?'));

    fireEvent.change(box, { target: { value: '  How do I measure CX quality?  ' } });
    fireEvent.submit(box.closest('form')!);
    await heading('Search ?query=How+do+I+measure+CX+quality%3F');
  });

  it('keeps an izola_home reader on the standard home when they ask for it', async () => {
    const { router, asked } = renderHome('/myhome?home=standard', ['izola_home']);
    await heading('Welcome back, Isla');
    expect(router.state.location.pathname).toBe('/myhome');
    expect(asked).toContain('MyHomePage');
    expect(screen.queryByRole('search', { name: 'Ask about our research' })).toBeNull();
  });

  it('sends a reader without izola_home from the alternative home to the standard one', async () => {
    const { router, asked } = renderHome('/myhome/izola', []);
    await heading('Welcome back, Isla');
    expect(router.state.location.pathname).toBe('/myhome');
    expect(asked).not.toContain('IzolaHomePage');
    expect(screen.getByRole('region', { name: 'Featured Research' }).textContent).toContain('Second pick');
  });
});
