import { RouterProvider } from 'react-router-dom';
import type { RootStore } from '@phuket/shared/stores';
import { RootStoreProvider } from '@phuket/shared/stores';
import type { createRouter } from './router';

export function App({
  store,
  router,
}: {
  store: RootStore;
  router: ReturnType<typeof createRouter>;
}) {
  return (
    <RootStoreProvider store={store}>
      <RouterProvider router={router} />
    </RootStoreProvider>
  );
}
