import type { RouteEntry } from '@phuket/shared/routes';
import { AreaRoutes } from './area-routes';

// remote-loader talks to the federation runtime, which Jest cannot resolve.
jest.mock('./remote-loader', () => ({ loadArea: jest.fn() }));

/** A fetch of an area's routes that fails when the test says. */
function pendingFetch() {
  let fail: (error: Error) => void = () => undefined;
  const routes = new Promise<readonly RouteEntry[]>((_resolve, reject) => {
    fail = reject;
  });
  return { routes, fail: (error: Error) => fail(error) };
}

const RUNTIME_008 = new Error(
  '[ Federation Runtime ]: Failed to load script resources. #RUNTIME-008',
);

describe('AreaRoutes: a failed load of an area routes', () => {
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    consoleError.mockRestore();
    // The visitor is back on the page: no test inherits another's navigation.
    window.dispatchEvent(new Event('pointerdown'));
  });

  it('is logged when the page stays', async () => {
    const fetch = pendingFetch();
    const table = new AreaRoutes(() => fetch.routes);
    const settled = table.request('mfe-catalog');
    fetch.fail(RUNTIME_008);
    await settled;
    expect(table.state('mfe-catalog')).toEqual({ status: 'failed' });
    expect(consoleError).toHaveBeenCalledWith(
      'Loading the routes of mfe-catalog failed',
      RUNTIME_008,
    );
  });

  it('is not logged when the browser cancelled it because the visitor is leaving', async () => {
    const first = pendingFetch();
    const retry = pendingFetch();
    const fetchRoutes = jest
      .fn<Promise<readonly RouteEntry[]>, []>()
      .mockReturnValueOnce(first.routes)
      .mockReturnValueOnce(retry.routes);
    const table = new AreaRoutes(fetchRoutes);
    const settled = table.request('mfe-catalog');
    // Firefox: the navigation begins (beforeunload), then the pending script load fails.
    window.dispatchEvent(new Event('beforeunload'));
    first.fail(RUNTIME_008);
    await settled;
    expect(table.state('mfe-catalog')).toEqual({ status: 'failed' });
    // Start-up asks again before the page is gone; that load fails the same way.
    await new Promise((resolve) => setTimeout(resolve, 0));
    const retried = table.request('mfe-catalog');
    retry.fail(RUNTIME_008);
    await retried;
    expect(fetchRoutes).toHaveBeenCalledTimes(2);
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('is logged again once the visitor uses the page after a navigation that was called off', async () => {
    const first = pendingFetch();
    const retry = pendingFetch();
    const fetchRoutes = jest
      .fn<Promise<readonly RouteEntry[]>, []>()
      .mockReturnValueOnce(first.routes)
      .mockReturnValueOnce(retry.routes);
    const table = new AreaRoutes(fetchRoutes);
    const settled = table.request('mfe-catalog');
    window.dispatchEvent(new Event('beforeunload'));
    first.fail(RUNTIME_008);
    await settled;
    expect(consoleError).not.toHaveBeenCalled();

    // A download, say: the page stays and the visitor presses Retry, which fails for real.
    window.dispatchEvent(new Event('pointerdown'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    const retried = table.request('mfe-catalog');
    retry.fail(RUNTIME_008);
    await retried;
    expect(consoleError).toHaveBeenCalledTimes(1);
  });
});
