import { describe, expect, it, vi } from 'vitest';
import { createMemoryRouter } from 'react-router';
import { CACHE_PAGE_MESSAGE, clearsPageCaches, isReportPath } from '../../sw/offlineRules';
import { SERVICE_WORKER_UNSUPPORTED, keepOpenedReports, registerServiceWorker } from './serviceWorker';

describe('the service worker registration (spec 1 §7, §8)', () => {
  it('registers /sw.js for the whole site where service workers exist', async () => {
    const registration = {} as ServiceWorkerRegistration;
    const register = vi.fn(async () => registration);
    const report = vi.fn();
    await expect(registerServiceWorker({ serviceWorker: { register } }, report)).resolves.toBe(registration);
    expect(register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
    expect(report).not.toHaveBeenCalled();
  });

  it("reports the spec's message where they do not, and goes on", async () => {
    const report = vi.fn();
    await expect(registerServiceWorker({}, report)).resolves.toBeUndefined();
    expect(report).toHaveBeenCalledWith(new Error(SERVICE_WORKER_UNSUPPORTED), 'serviceWorker');
    expect(SERVICE_WORKER_UNSUPPORTED).toBe('serviceWorker is not supported in current browser!');
  });

  it('reports a registration the browser refuses, without throwing', async () => {
    const refused = new Error('SecurityError');
    const report = vi.fn();
    await expect(registerServiceWorker({ serviceWorker: { register: async () => Promise.reject(refused) } }, report)).resolves.toBeUndefined();
    expect(report).toHaveBeenCalledWith(refused, 'serviceWorker');
  });
});

describe('the reports the worker keeps', () => {
  const routes = [{ path: '*', element: null }];

  it('are the report pages opened inside the app, and the first page when the worker did not load it', async () => {
    const router = createMemoryRouter(routes, { initialEntries: ['/report/some-title/RES100001'] });
    const post = vi.fn();
    const stop = keepOpenedReports(router, post, { pageWasControlled: false });
    await router.navigate('/insights/latest-research/all');
    await router.navigate('/report/RES100002?tab=figures');
    stop();
    expect(post.mock.calls).toEqual([[{ type: CACHE_PAGE_MESSAGE, url: '/report/some-title/RES100001' }], [{ type: CACHE_PAGE_MESSAGE, url: '/report/RES100002?tab=figures' }]]);
  });

  it('skip the first page when it came through the worker', () => {
    const post = vi.fn();
    keepOpenedReports(createMemoryRouter(routes, { initialEntries: ['/report/RES100001'] }), post, { pageWasControlled: true })();
    expect(post).not.toHaveBeenCalled();
  });

  it('match the report route only, and are dropped when the reader signs in or out', () => {
    expect(['/report/RES100001', '/report/a-title/RES100001', '/report/a-title/RES100001/'].map(isReportPath)).toEqual([true, true, true]);
    expect(['/report', '/report/a/b/c', '/reports/RES100001', '/researchshare/RES1/ticket'].map(isReportPath)).toEqual([false, false, false, false]);
    expect(['/login', '/logged-in', '/logout', '/logout/'].map(clearsPageCaches)).toEqual([true, true, true, true]);
    expect(clearsPageCaches('/logout-help')).toBe(false);
  });
});
