/**
 * Server entry (built by webpack.ssr.config.js into dist-ssr/, loaded by the API): the site's
 * frame — header and footer — around a page an area rendered on the server. The same
 * components the app renders, so the swap to the app does not move a pixel. `signedIn` (the
 * signed-in cookie) gives the header a signed-in visitor's buttons; the app adds the avatar.
 */
import { renderToString } from 'react-dom/server';
import { enableStaticRendering } from 'mobx-react-lite';
import type { Currency } from '@phuket/shared/domain';
import { MemoryRouter } from '@phuket/shared/router';
import { RootStoreProvider, serverRootStore } from '@phuket/shared/stores';
import { Footer } from '../features/footer';
import { Header } from '../features/header';

enableStaticRendering(true);

export function renderFrame(
  url: string,
  currency: Currency,
  pageHtml: string,
  signedIn = false,
): string {
  return renderToString(
    <RootStoreProvider store={serverRootStore(currency, signedIn)}>
      <MemoryRouter initialEntries={[url]}>
        <Header />
        {/* The page is HTML the area rendered; it is inserted, not re-rendered. */}
        <div className="site-main" dangerouslySetInnerHTML={{ __html: pageHtml }} />
        <Footer />
      </MemoryRouter>
    </RootStoreProvider>,
  );
}
