import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { DataRouter } from 'react-router';
import { App } from './app/App';
import { createApolloClient } from './app/apollo';
import { createAppRouter } from './app/router';
import { stopRecordingEarlyClicks } from './app/earlyClicks';
import { keepOpenedReports, registerServiceWorker } from './app/serviceWorker';
import { APOLLO_STATE_ID } from './server/apolloState';

// When the app's code began to run (boot.ts starts it after the first frame), for traces and for
// server-render.spec, which checks the first paint came before it.
performance.mark('portal:app-start');

/**
 * A new task: the app's start-up steps (restoring the cache, creating the router, the route's
 * module, hydrating) each take 100-300 ms at 4x slower CPU; run back to back they were one task
 * the browser could not interrupt (issue #14, bench/README.md "Start-up in steps").
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Resolves once the router has loaded the first page's code and data (from the restored cache). */
function initialized(dataRouter: DataRouter): Promise<void> {
  return new Promise((resolve) => {
    if (dataRouter.state.initialized) return resolve();
    const unsubscribe = dataRouter.subscribe((routerState) => {
      if (!routerState.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

async function start(): Promise<DataRouter> {
  const client = createApolloClient();
  // The server's render left the data it read: the loaders below find it in the cache.
  const state = document.getElementById(APOLLO_STATE_ID);
  if (state?.textContent) client.cache.restore(JSON.parse(state.textContent));
  await nextTask();
  const router = createAppRouter(client);
  const root = document.getElementById('root')!;
  const app = (
    <StrictMode>
      <App client={client} router={router} />
    </StrictMode>
  );
  // Hydrate the server's HTML once the router shows the same page; without it (the server could
  // not render in time), render from scratch.
  if (root.firstElementChild) {
    await initialized(router);
    await nextTask();
    // A button pressed before React listens is pressed again once it does (app/earlyClicks.ts).
    const replayEarlyClick = stopRecordingEarlyClicks(document);
    hydrateRoot(root, app);
    replayEarlyClick();
  } else {
    stopRecordingEarlyClicks(document);
    createRoot(root).render(app);
  }
  return router;
}

const started = start();

// The offline shell (spec 1 §7): production builds only; the dev server has no built worker.
if (import.meta.env.PROD) {
  const pageWasControlled = Boolean(navigator.serviceWorker?.controller);
  const registerWorker = () =>
    void registerServiceWorker(navigator).then(async (registration) => {
      if (!registration) return;
      const { active } = await navigator.serviceWorker.ready;
      keepOpenedReports(await started, (message) => active?.postMessage(message), { pageWasControlled });
    });
  // After the page's load, so the worker's precaching does not compete with it; the app starts
  // after the first frame (boot.ts), which may come after the load.
  if (document.readyState === 'complete') registerWorker();
  else window.addEventListener('load', registerWorker, { once: true });
}
