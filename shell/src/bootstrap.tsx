import { createRoot } from 'react-dom/client';
import { fetchRuntimeConfig, setRuntimeConfig } from '@phuket/shared/config';
import { RootStore } from '@phuket/shared/stores';
import '@phuket/shared/theme';
import { App } from './app/App';
import { registerAreas } from './app/remote-loader';

async function start(): Promise<void> {
  const store = new RootStore();
  // SPEC §4: with a stored token the user is fetched before routing. The runtime config
  // (where each remote lives) arrives in parallel.
  const [config] = await Promise.all([
    fetchRuntimeConfig().catch((error: unknown) => {
      console.error('Runtime config unavailable; areas will offer Retry', error);
      return setRuntimeConfig({});
    }),
    store.init(),
  ]);
  registerAreas(config.remotes);
  const container = document.getElementById('root');
  if (!container) throw new Error('#root missing from index.html');
  createRoot(container).render(<App store={store} />);
}

void start();
