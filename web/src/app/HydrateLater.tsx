// A part of a server-rendered page that hydrates after the rest, in its own yielding task. React
// hydrates a page's root in one task that nothing interrupts (on a slow phone, seconds of blocking
// time on the report page, issue #14); a completed Suspense boundary in the server's HTML is left
// as it is and hydrated afterwards at the lowest priority, one boundary at a time, yielding to the
// browser between. A reader who clicks inside one before its turn has it hydrated at once, in the
// click's capture phase, so the click reaches the hydrated button (React's selective hydration).
// Nothing inside suspends on first paint (its code and data came with the page), so the fallback
// is never shown; on a client-side navigation the boundary renders its children straight away.
import { memo, Suspense, type ComponentType } from 'react';

/**
 * `Component` inside such a boundary. Memoized: a boundary that receives new props before its turn
 * (its parent re-rendered, as a page does when the reader scrolls) is hydrated at once, in one
 * task, which is what it is there to avoid.
 */
export function hydratesLater<Props extends object>(Component: ComponentType<Props>) {
  return memo(function HydratesLater(props: Props) {
    return (
      <Suspense fallback={null}>
        <Component {...props} />
      </Suspense>
    );
  });
}
