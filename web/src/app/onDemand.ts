// A popup's code loaded on demand (issue #14): a menu, a panel or a tooltip the page does not draw
// at first paint stays out of the page's first bundles. Its trigger is drawn at once (no shift);
// `preload` fetches the code when the reader points at or focuses the trigger, so it is usually
// there by the click, and `Component` (React.lazy) is mounted from the first opening on, inside a
// Suspense with no fallback. Its code unreachable (offline, a deploy that removed the old bundle):
// the popup does not open, the error is reported, and the trigger stays usable. A trigger that is
// itself replaced by the loaded code (a tooltip's child) goes through useOnDemandReplacement.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { reportError } from './reportError';

export interface OnDemand<P> {
  Component: LazyExoticComponent<ComponentType<P>>;
  /** Starts loading the code (idempotent); never rejects. */
  preload: () => void;
  /** The component once loaded; undefined (the error reported) when its code is unreachable. */
  load: () => Promise<ComponentType<P> | undefined>;
  /** The component if it has loaded already. */
  loaded: () => ComponentType<P> | undefined;
}

export function onDemand<P extends object>(load: () => Promise<ComponentType<P>>, context: string): OnDemand<P> {
  let loading: Promise<ComponentType<P>> | undefined;
  let loadedComponent: ComponentType<P> | undefined;
  const start = () => {
    // A failed load is tried again at the next request (the network may be back).
    loading ??= load().then(
      (component) => (loadedComponent = component),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const Component = lazy(async () => {
    try {
      return { default: await start() };
    } catch (error) {
      reportError(error, context);
      return { default: () => null };
    }
  });
  return {
    Component,
    preload: () => void start().catch(() => undefined),
    load: () =>
      start().catch((error: unknown) => {
        reportError(error, context);
        return undefined;
      }),
    loaded: () => loadedComponent,
  };
}
