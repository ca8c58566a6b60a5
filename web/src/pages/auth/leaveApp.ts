// A full document load, for the gateway's routes (/login, /logout) that the app cannot render.
// One function, so tests can watch where the app sends the browser.
export function leaveApp(url: string): void {
  window.location.assign(url);
}
