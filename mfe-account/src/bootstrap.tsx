import { createRoot } from 'react-dom/client';
import { StandaloneHarness } from '@phuket/shared/harness';
import { pages } from './app/pages';
import { standaloneRoutes } from './app/routes';

// Runs only when this remote is opened alone (its own dev server); inside the shell only
// ./area is loaded.
const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StandaloneHarness title="Account" pages={pages} routes={standaloneRoutes} />,
  );
}
