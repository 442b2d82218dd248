import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { tokenStorage } from '@phuket/shared/api';
import { fetchRuntimeConfig, setRuntimeConfig } from '@phuket/shared/config';
import { RootStore } from '@phuket/shared/stores';
import '@phuket/shared/theme';
import { App } from './app/App';
import { preloadAreaFor, registerAreas } from './app/remote-loader';

async function start(): Promise<void> {
  const store = new RootStore();
  // SPEC §4: with a stored token the user is fetched before routing. Meanwhile the runtime
  // config arrives (index.html preloads it) and the area of the page being opened starts
  // loading, when the guard is sure to let it through.
  const areasReady = fetchRuntimeConfig()
    .catch((error: unknown) => {
      console.error('Runtime config unavailable; areas will offer Retry', error);
      return setRuntimeConfig({});
    })
    .then((config) => {
      registerAreas(config.remotes);
      preloadAreaFor(window.location.pathname, tokenStorage.get() !== null);
    });
  await Promise.all([areasReady, store.init()]);
  const container = document.getElementById('root');
  if (!container) throw new Error('#root missing from index.html');
  const root = createRoot(container);
  // A transition lets React yield while it builds the first screen, so the main thread
  // stays responsive to input during start-up instead of one long task.
  startTransition(() => root.render(<App store={store} />));
}

void start();
