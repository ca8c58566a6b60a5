// When the entry (src/boot.ts) starts the app: after the browser has drawn the server's HTML once,
// so that until then the document has the network to itself. With the app as the entry and its
// bundles preloaded by index.html, 312 kB gzip of scripts were requested alongside the document,
// and Lighthouse's model counted them all into the first paint (issue #14, bench/README).

/** What `afterFirstFrame` reads of the browser: the page, and its frame and task queues. */
export interface FrameHost {
  document: Pick<Document, 'visibilityState' | 'getElementById'>;
  requestAnimationFrame: (callback: () => void) => unknown;
  setTimeout: (callback: () => void, delay: number) => unknown;
}

/** Runs `start` once the first frame of the server's HTML has been drawn, or at once when there is none to wait for. */
export function afterFirstFrame(start: () => void, host: FrameHost = window): void {
  const serverDrawn = Boolean(host.document.getElementById('root')?.firstElementChild);
  // Nothing to draw first (the offline shell, a render the server gave up on), or no frame to wait
  // for (a tab opened in the background gets none until it is shown).
  if (!serverDrawn || host.document.visibilityState === 'hidden') return start();
  // A requestAnimationFrame callback runs just before a frame is drawn; a task queued from it runs after that frame.
  host.requestAnimationFrame(() => host.setTimeout(start, 0));
}
