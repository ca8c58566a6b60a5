// Clicks on the server's buttons before the app has taken the page over. A server-drawn button has
// no handler until the app hydrates it, and the app starts after the first frame (boot.ts), so a
// reader who pressed "Download PDF" or a section's toggle as the page appeared lost the click (and
// an e2e run lost a test to it). React replays clicks once hydration has begun (hydrateRoot);
// before that the entry records them here, and the app clicks the last one again right after
// calling hydrateRoot, where React's own replay takes it from there.
//
// Only buttons of type "button" (every MUI button): they do nothing by themselves, so nothing the
// browser did for the click is done twice. Links still navigate and submit buttons still submit
// the browser's way (FormSubmitButton is disabled until hydrated).

const RECORDED = 'button[type="button"]';

let last: HTMLButtonElement | null = null;

function record(event: Event) {
  const button = event.target instanceof Element ? event.target.closest<HTMLButtonElement>(RECORDED) : null;
  if (button) last = button;
}

/** Starts recording clicks on `document` (the entry calls it before anything else; a second call adds nothing, as addEventListener does not). */
export function recordEarlyClicks(document: Document): void {
  document.addEventListener('click', record, { capture: true });
}

/**
 * Stops recording (call it just before hydrateRoot) and returns a function that clicks the last
 * recorded button again, if it is still in the page and enabled (call it just after).
 */
export function stopRecordingEarlyClicks(document: Document): () => void {
  document.removeEventListener('click', record, { capture: true });
  const button = last;
  last = null;
  return () => {
    if (button?.isConnected && !button.disabled) button.click();
  };
}
