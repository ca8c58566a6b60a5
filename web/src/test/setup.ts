// Test environment for the web app: unmount between tests, and the browser APIs jsdom lacks
// that x-charts needs to mount (it measures its container).
import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// findBy and waitFor wait up to 5 s, not 1 s: on a loaded 2-core machine a route's first render
// (lazy module, loader, Apollo) can take longer than a second without anything being wrong.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  // A test of server code runs in node (`@vitest-environment node`): no document there.
  if (typeof document === 'undefined') return;
  document.cookie.split(';').forEach((cookie) => {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });
});

// ScrollRestoration scrolls on navigation; jsdom has no layout, so scrolling is a no-op here.
if (typeof window !== 'undefined') window.scrollTo = () => {};

if (!('ResizeObserver' in globalThis)) {
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  Object.assign(globalThis, { ResizeObserver: ResizeObserverStub });
}
