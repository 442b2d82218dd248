import { startTransition } from 'react';
import { fetchRuntimeConfig, setRuntimeConfig } from '@phuket/shared/config';
import {
  FIRST_SCREEN_DATA_ID,
  FIRST_SCREEN_ID,
  markFirstScreenReady,
  onFirstScreenReady,
  readFirstScreen,
} from '@phuket/shared/first-screen';
import '@phuket/shared/theme';
import { preloadAreaFor } from './app/area-routes';
import { registerAreas } from './app/remote-loader';

/** Longest the server's first screen waits for the app's page before it is swapped anyway. */
const FIRST_SCREEN_PATIENCE_MS = 15_000;

/**
 * The server's first screen (public catalog pages) stays on screen while the app renders the
 * same page, hidden, in #root; when the page says it is ready, one swap in one frame shows the
 * app in its place (index.html holds #root out of sight while #first-screen precedes it).
 */
function handOverFirstScreen(): void {
  const present = readFirstScreen();
  onFirstScreenReady(() => {
    document.getElementById(FIRST_SCREEN_ID)?.remove();
    document.getElementById(FIRST_SCREEN_DATA_ID)?.remove();
    // What end-to-end tests wait for before they interact with a page.
    document.documentElement.dataset.appReady = 'true';
  });
  if (present) window.setTimeout(markFirstScreenReady, FIRST_SCREEN_PATIENCE_MS);
  else markFirstScreenReady();
}

/** Lets the browser handle input and paint before the next step of start-up. */
function yieldToMain(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

async function start(): Promise<void> {
  handOverFirstScreen();
  // The app's components are their own chunk: asked for now, evaluated when they arrive.
  const app = import('./app/App');
  const config = fetchRuntimeConfig().catch((error: unknown) => {
    console.error('Runtime config unavailable; areas will offer Retry', error);
    return setRuntimeConfig({});
  });
  // Each step of start-up below is a task of its own, so none is long enough to hold up
  // input on a phone: MobX, the API client (axios), the stores and React DOM are each
  // evaluated after a yield, and rendering starts after another.
  await yieldToMain();
  await import('mobx');
  await yieldToMain();
  const { tokenStorage, onTokenRejected } = await import('@phuket/shared/api');
  await yieldToMain();
  const { RootStore } = await import('@phuket/shared/stores');
  // SPEC §4: with a stored token the user is fetched before routing. Meanwhile the runtime
  // config arrives (index.html preloads it) and the area of the page being opened starts
  // loading, when the guard is sure to let it through.
  const store = new RootStore();
  // A token the server no longer honours (signed out from another device) ends the session
  // here too, so the guards send the visitor to /login.
  onTokenRejected(() => {
    if (store.session.isAuthenticated) store.session.clearLocal();
  });
  const storeReady = store.init();
  const areasReady = config.then((runtime) => {
    registerAreas(runtime.remotes);
    return preloadAreaFor(window.location.pathname, tokenStorage.get() !== null);
  });
  await yieldToMain();
  const { createRoot } = await import('react-dom/client');
  await Promise.all([areasReady, storeReady]);
  const { App } = await app;
  await yieldToMain();
  const container = document.getElementById('root');
  if (!container) throw new Error('#root missing from index.html');
  const root = createRoot(container);
  // A transition lets React yield while it builds the first screen, so the main thread
  // stays responsive to input during start-up instead of one long task.
  startTransition(() => root.render(<App store={store} />));
}

void start();
