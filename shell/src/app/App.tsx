import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { RuntimeConfigProvider } from '@phuket/shared/config';
import { LocaleProvider, localePrefix, type Locale } from '@phuket/shared/i18n';
import type { RuntimeConfig } from '@phuket/shared/domain';
import { BrowserRouter, MemoryRouter, useLocation } from '@phuket/shared/router';
import { ServerData, ServerDataProvider } from '@phuket/shared/ssr';
import type { RootStore } from '@phuket/shared/stores';
import { RootStoreProvider } from '@phuket/shared/stores';
import { AreaRoutesProvider, type AreaRoutes } from './area-routes';
import { ReadyPagesContext, type ReadyPages } from './remote-area/ready-pages';
import { AppRoutes } from './routes';

export interface AppProps {
  store: RootStore;
  /** The page's language, from its URL's prefix: the routers read paths below the prefix. */
  locale: Locale;
  /** The areas' routes: fetched as needed in the browser, given per request on the server. */
  areaRoutes: AreaRoutes;
  /** What /config.json says (media prefix, Maps key…); the server renders with the same. */
  runtimeConfig: RuntimeConfig;
  /** The answers the server rendered the page from (server render and hydration). */
  serverData?: ServerData;
  /** Page components at hand (see ready-pages). */
  readyPages?: ReadyPages;
  /** Server render: the requested URL. The browser routes by its own location. */
  url?: string;
  /** Browser, client-rendered start: runs once the first render has committed. */
  onCommitted?: () => void;
}

const NO_DATA = new ServerData();
const NO_PAGES: ReadyPages = { pages: {} };

function Committed({ onCommitted }: { onCommitted?: () => void }) {
  // Effects run children first: this one, the last child of the root, runs after them all.
  useEffect(() => {
    onCommitted?.();
  }, [onCommitted]);
  return null;
}

/** The server's answers are for the URL it rendered: a visit to another page fetches its own. */
function ForgetServerDataOnNavigation({ serverData }: { serverData: ServerData }) {
  const { key } = useLocation();
  const [first] = useState(key);
  useEffect(() => {
    if (key !== first) serverData.clear();
  }, [key, first, serverData]);
  return null;
}

/** The whole site: the same tree on the server and in the browser, so hydration matches. */
export function App({
  store,
  locale,
  areaRoutes,
  runtimeConfig,
  serverData = NO_DATA,
  readyPages = NO_PAGES,
  url,
  onCommitted,
}: AppProps) {
  const routes: ReactNode = <AppRoutes />;
  const basename = localePrefix(locale) || undefined;
  return (
    <LocaleProvider locale={locale}>
      <RuntimeConfigProvider config={runtimeConfig}>
        <RootStoreProvider store={store}>
          <AreaRoutesProvider value={areaRoutes}>
            <ServerDataProvider data={serverData}>
              <ReadyPagesContext.Provider value={readyPages}>
                {url === undefined ? (
                  <BrowserRouter basename={basename}>
                    {routes}
                    <ForgetServerDataOnNavigation serverData={serverData} />
                  </BrowserRouter>
                ) : (
                  <MemoryRouter basename={basename} initialEntries={[url]}>
                    {routes}
                    <ForgetServerDataOnNavigation serverData={serverData} />
                  </MemoryRouter>
                )}
                <Committed onCommitted={onCommitted} />
              </ReadyPagesContext.Provider>
            </ServerDataProvider>
          </AreaRoutesProvider>
        </RootStoreProvider>
      </RuntimeConfigProvider>
    </LocaleProvider>
  );
}
