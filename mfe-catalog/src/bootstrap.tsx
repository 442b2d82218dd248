import { createRoot } from 'react-dom/client';
import { StandaloneHarness } from '@phuket/shared/harness';
import area from './app/area';

// Runs only when this remote is opened alone (its own dev server); inside the shell only
// ./routes and ./area are loaded.
const container = document.getElementById('root');
if (container) {
  createRoot(container).render(<StandaloneHarness title="Catalog" area={area} />);
}
