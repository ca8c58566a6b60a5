// A full document load, for the gateway's routes (/login, /logout) that the app cannot render.
// One function, so tests can watch where the app sends the browser.

/** The browser's location as the app leaves it; a test spies on `assign` (jsdom cannot navigate). */
export const documentLocation = {
  assign(url: string): void {
    window.location.assign(url);
  },
};

export function leaveApp(url: string): void {
  documentLocation.assign(url);
}
