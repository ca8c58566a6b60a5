import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { ApolloClient, ApolloLink, Observable } from '@apollo/client';
import type { RouteObject } from 'react-router';
import { PRODUCT_COOKIE } from '@portal/domain';
import { createCache } from '../app/apollo';
import { fillCache, type CacheFill, type CacheFillHandle } from '../app/pageLoaders';
import { routes } from '../app/router';
import { renderRoutes } from '../test/renderRoutes';
import { DefaultLayout } from './DefaultLayout';
import { EmptyLayout } from './EmptyLayout';
import { IntermediaryLayout } from './IntermediaryLayout';
import { MinimalLayout } from './MinimalLayout';
import { SimplisticLayout } from './SimplisticLayout';
import { defaultLayoutQueries, footerQueries } from './layoutQueries';

type Asked = { operationName: string; variables: Record<string, unknown> };

/** A network that records what is asked and answers every query with an error (the components draw their fallbacks). */
function recordingLink(asked: Asked[]) {
  return new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        asked.push({ operationName: operation.operationName!, variables: operation.variables });
        observer.next({ errors: [{ message: 'not answered in this test' }] });
        observer.complete();
      }),
  );
}

const byName = (asked: Asked[]) => [...asked].sort((a, b) => a.operationName.localeCompare(b.operationName));

function Page() {
  return <h1>Hello</h1>;
}

/** What the layout's components ask for when drawn with nothing cached. */
async function askedByComponents(Component: NonNullable<RouteObject['Component']>): Promise<Asked[]> {
  const asked: Asked[] = [];
  renderRoutes([{ Component, children: [{ path: '/page', Component: Page }] }], '/page', recordingLink(asked));
  await screen.findByRole('heading', { name: 'Hello' });
  return asked;
}

/** What filling the cache with `queriesOf` asks for. */
async function askedByFill(queriesOf: (request: Request) => CacheFill[]): Promise<Asked[]> {
  const asked: Asked[] = [];
  const client = new ApolloClient({ link: recordingLink(asked), cache: createCache() });
  await fillCache(client, queriesOf(new Request('http://portal.test/page')));
  return asked;
}

describe("the layouts' queries for the server render are what their components ask for", () => {
  afterEach(() => {
    document.cookie = `${PRODUCT_COOKIE}=; Max-Age=0; Path=/`;
  });

  it('default layout: the same documents with the same variables (the product from the cookie)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    document.cookie = `${PRODUCT_COOKIE}=marketing; Path=/`;
    const fromComponents = await askedByComponents(DefaultLayout);
    const fromFill = await askedByFill(defaultLayoutQueries);
    expect(fromFill.length).toBeGreaterThan(5);
    expect(byName(fromFill)).toEqual(byName(fromComponents));
    expect(fromFill.find((query) => query.operationName === 'NavigationMenu')?.variables).toEqual({ product: 'marketing' });
    vi.restoreAllMocks();
  });

  it.each([
    ['intermediary', IntermediaryLayout],
    ['simplistic', SimplisticLayout],
  ])('%s layout: the footer', async (_name, Layout) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(byName(await askedByFill(footerQueries))).toEqual(byName(await askedByComponents(Layout)));
    vi.restoreAllMocks();
  });

  it('filling never fails, whatever the queries answer (each component asks again and shows its own fallback)', async () => {
    const asked: Asked[] = [];
    const client = new ApolloClient({ link: recordingLink(asked), cache: createCache() });
    const queries = defaultLayoutQueries(new Request('http://portal.test/page'));
    await expect(fillCache(client, queries)).resolves.toBeUndefined();
    expect(asked).toHaveLength(queries.length);
  });

  it('each layout route names its queries on its handle; the minimal and empty layouts have none', () => {
    const fillOf = (Component: RouteObject['Component']) => (routes.find((route) => route.Component === Component)?.handle as CacheFillHandle | undefined)?.cacheFill;
    expect(fillOf(DefaultLayout)).toBe(defaultLayoutQueries);
    expect(fillOf(IntermediaryLayout)).toBe(footerQueries);
    expect(fillOf(SimplisticLayout)).toBe(footerQueries);
    expect(fillOf(MinimalLayout)).toBeUndefined();
    expect(fillOf(EmptyLayout)).toBeUndefined();
  });
});
