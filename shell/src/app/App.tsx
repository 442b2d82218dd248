import { BrowserRouter } from '@phuket/shared/router';
import type { RootStore } from '@phuket/shared/stores';
import { RootStoreProvider } from '@phuket/shared/stores';
import { AppRoutes } from './routes';

export function App({ store }: { store: RootStore }) {
  return (
    <RootStoreProvider store={store}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </RootStoreProvider>
  );
}
