// A plain trigger drawn at first paint and replaced by on-demand code once it has loaded (a
// tooltip's button, a select with its menu: onDemand.ts), taking the keyboard focus over when the
// plain trigger had it.
//
// The replacement is committed at once, in the task the code arrived in (flushSync). Left to React's
// scheduling it waited for the next render, which could be one inside a keyboard event: a Tab's
// focusout flushed it, the plain trigger the focus was moving to was removed before its focusin,
// and the focus fell to the page (e2e navigation.spec caught it, once in a few dozen runs).
import { useCallback, useRef, useState, type ComponentType } from 'react';
import { flushSync } from 'react-dom';
import type { OnDemand } from './onDemand';

export interface OnDemandReplacement<P> {
  /** The loaded component, once there; until then the caller draws the plain trigger. */
  Replacement: ComponentType<P> | undefined;
  /** Loads the code (on the first pointer, focus or press) and swaps it in. */
  load: () => void;
  /** The plain trigger's ref: whether it has the focus decides `takeFocus`. */
  plainRef: (node: HTMLElement | null) => void;
  /** The plain trigger had the focus when it was replaced: the replacement takes it (autoFocus). */
  takeFocus: boolean;
}

export function useOnDemandReplacement<P extends object>(code: OnDemand<P>): OnDemandReplacement<P> {
  const [Replacement, setReplacement] = useState<ComponentType<P> | undefined>(() => code.loaded());
  const [takeFocus, setTakeFocus] = useState(false);
  const plain = useRef<HTMLElement | null>(null);
  const plainRef = useCallback((node: HTMLElement | null) => {
    plain.current = node;
  }, []);
  const load = () => {
    if (Replacement) return;
    void code.load().then((component) => {
      if (!component) return;
      const trigger = plain.current;
      const hadFocus = trigger !== null && trigger.ownerDocument.activeElement === trigger;
      flushSync(() => {
        setTakeFocus(hadFocus);
        setReplacement(() => component);
      });
    });
  };
  return { Replacement, load, plainRef, takeFocus };
}
