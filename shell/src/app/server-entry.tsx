/**
 * Server entry (built by webpack.ssr.config.js into dist-ssr/server-entry.js, loaded by the
 * API): the whole site's tree for one request — header, the page, footer — rendered with
 * React's streaming renderer. It is <App>, exactly what the browser hydrates; only the page's
 * component comes from the area's own server build instead of a federated load.
 */
import type { ComponentType } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import type { PipeableStream, RenderToPipeableStreamOptions } from 'react-dom/server';
import { enableStaticRendering } from 'mobx-react-lite';
import * as api from '@phuket/shared/api';
import * as apiAccount from '@phuket/shared/api/account';
import * as apiDatabase from '@phuket/shared/api/database';
import * as apiDeveloperClaims from '@phuket/shared/api/developer-claims';
import * as apiListings from '@phuket/shared/api/listings';
import * as apiPresentations from '@phuket/shared/api/presentations';
import * as apiModeration from '@phuket/shared/api/moderation';
import * as apiStaff from '@phuket/shared/api/staff';
import * as autosave from '@phuket/shared/autosave';
import * as charts from '@phuket/shared/charts';
import * as config from '@phuket/shared/config';
import * as contract from '@phuket/shared/contract';
import * as domain from '@phuket/shared/domain';
import * as enquiry from '@phuket/shared/enquiry';
import * as federation from '@phuket/shared/federation';
import * as filters from '@phuket/shared/filters';
import * as filtersBar from '@phuket/shared/filters-bar';
import * as format from '@phuket/shared/format';
import * as harness from '@phuket/shared/harness';
import * as i18n from '@phuket/shared/i18n';
import * as locationPin from '@phuket/shared/location-pin';
import * as maps from '@phuket/shared/maps';
import * as phoneInput from '@phuket/shared/phone-input';
import * as query from '@phuket/shared/query';
import * as router from '@phuket/shared/router';
import * as routes from '@phuket/shared/routes';
import * as ssr from '@phuket/shared/ssr';
import * as stores from '@phuket/shared/stores';
import * as theme from '@phuket/shared/theme';
import * as translationsEditor from '@phuket/shared/translations-editor';
import * as ui from '@phuket/shared/ui';
import * as upload from '@phuket/shared/upload';
import * as wizard from '@phuket/shared/wizard';
import { FOOTER_DATA_KEYS } from '../features/footer/footer-searches';
import { App } from './App';
import { AreaRoutes } from './area-routes';
import { readyPageKey } from './remote-area/ready-pages';
import { shellMessages } from '../common/messages';

// No reactions on the server: observers render once and leave nothing subscribed.
enableStaticRendering(true);

/**
 * @phuket/shared as this build bundled it. An area's server build takes these modules from
 * here (its webpack externals), so the whole tree shares one copy of every context and store.
 * Every runtime subpath of the package must be here: a missing one is `undefined` in the
 * area's page, which then fails to render on the server and silently falls back to the
 * browser (server-entry.test.tsx compares this list with the package's exports).
 */
export const shared = {
  api,
  'api/account': apiAccount,
  'api/database': apiDatabase,
  'api/developer-claims': apiDeveloperClaims,
  'api/listings': apiListings,
  'api/presentations': apiPresentations,
  'api/moderation': apiModeration,
  'api/staff': apiStaff,
  autosave,
  charts,
  config,
  contract,
  domain,
  enquiry,
  federation,
  filters,
  'filters-bar': filtersBar,
  format,
  harness,
  i18n,
  'location-pin': locationPin,
  maps,
  'phone-input': phoneInput,
  query,
  router,
  routes,
  ssr,
  stores,
  theme,
  'translations-editor': translationsEditor,
  ui,
  upload,
  wizard,
};

/** Answers the shell's own parts render from on every page (the API adds them to the page's). */
export const dataKeys = FOOTER_DATA_KEYS;

/** One page render: the page's component is React's. */
export type RenderInput = contract.RenderInput<ComponentType>;

/** Fetches the shell's words in `locale` (English is always there); before renderApp. */
export function loadMessages(locale: i18n.Locale): Promise<void> {
  // The shared UI (filters, cards, forms) renders here too: its words in the same language.
  return Promise.all([shellMessages.load(locale), i18n.sharedMessages.load(locale)]).then(
    () => undefined,
  );
}

export function renderApp(
  input: RenderInput,
  options: RenderToPipeableStreamOptions,
): PipeableStream {
  // Everything this request renders from goes down the tree as props and context, never into
  // module state: renders overlap while they stream, and areas are redeployed under a running API.
  const store = stores.serverRootStore(input.currency, input.signedIn);
  const { locale } = i18n.splitLocalePath(input.url.split('?', 1)[0] ?? '/');
  const { page } = input;
  const area = page?.remote ?? input.area;
  return renderToPipeableStream(
    <App
      store={store}
      locale={locale}
      areaRoutes={area ? AreaRoutes.given(area, input.routes) : AreaRoutes.none()}
      runtimeConfig={config.resolveRuntimeConfig(input.runtimeConfig)}
      serverData={new ssr.ServerData(input.data, input.onTitle)}
      readyPages={{
        pages: page ? { [readyPageKey(page.remote, page.name)]: page.component } : {},
      }}
      url={input.url}
    />,
    // Everything is ready before the first byte goes out (onAllReady): no boundary is worth
    // completing by inline script, which the Content-Security-Policy would block anyway.
    { ...options, progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
}
