// The further-research route's not-found rule: a page restored from the server's cache holds the
// unknown priority's null without the error the server saw, so the null alone must say 404.
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { ApolloLink } from '@apollo/client';
import { Observable } from 'rxjs';
import { Component, loader } from './route';
import { renderRoutes } from '../../../test/renderRoutes';
import { RouteErrorBoundary } from '../../error/RouteErrorBoundary';

const EMPTY_RESULTS = { __typename: 'InsightListResults', page: 1, totalPages: 0, itemsTotal: 0, loadMore: false, cards: [] };

function answering(result: object) {
  return new ApolloLink(() => new Observable((observer) => {
    observer.next(result);
    observer.complete();
  }));
}

function open(link: ApolloLink) {
  renderRoutes([{ path: '/functional-priority/:slug/:id/further-research/:tab?', loader, Component, ErrorBoundary: RouteErrorBoundary, HydrateFallback: () => null }], '/functional-priority/b2b/PRI99999/further-research/define', link);
}

describe('further research of a priority', () => {
  it('is the 404 page for a priority that is null without any error', async () => {
    open(answering({ data: { priority: null, priorityResearch: EMPTY_RESULTS } }));
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('This page could not be found');
  });

  it('says the listing is unavailable, not missing, when the priority is null because a service failed', async () => {
    open(answering({ data: { priority: null, priorityResearch: null }, errors: [{ message: 'Service unavailable', extensions: { status: 503 } }] }));
    expect((await screen.findByRole('alert')).textContent).toBe('Search is not available at the moment. Please try again later.');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Further Research');
  });
});
