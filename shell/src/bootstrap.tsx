import { startTransition } from 'react';
import type { ComponentType } from 'react';
import { fetchRuntimeConfig, setRuntimeConfig } from '@phuket/shared/config';
import type { RuntimeConfig } from '@phuket/shared/domain';
import { sharedMessages, splitLocalePath } from '@phuket/shared/i18n';
import { findRoute, ownerOf } from '@phuket/shared/routes';
import {
  ServerData,
  readServerRender,
  replayEarlyInput,
  stopRecordingEarlyInput,
  type ServerRenderState,
} from '@phuket/shared/ssr';
import '@phuket/shared/theme';
import { AreaRoutes } from './app/area-routes';
import { readyPageKey } from './app/remote-area/ready-pages';
import { fetchAreaRoutes, loadArea, registerAreas, setAreaLocale } from './app/remote-loader';
import { keyThisEntry } from './app/history-key';
import { pageLeaving } from './app/page-leaving';
import { sharedModuleMismatchIn } from './app/share-policy';
import { shellMessages } from './common/messages';
import { restoreScrollAfterSwitch } from './features/language';

/** Lets the browser handle input and paint before the next step of start-up. */
function yieldToMain(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** What end-to-end tests and the early-input replay wait for: the app handles input now. */
function markInteractive(): void {
  document.documentElement.dataset.hydrated = 'true';
}

/** A server-rendered "Page not found": no area page to load before hydrating. */
const NOT_FOUND = 'not-found';

/**
 * The component of the server-rendered page, once its area and chunk have arrived; NOT_FOUND
 * for a path no area declares (the server rendered the site's "Page not found"); null when
 * they cannot be had (the area failed, or is served from elsewhere without this page).
 */
async function serverRenderedPage(
  config: Promise<RuntimeConfig>,
  areaRoutes: AreaRoutes,
  path: string,
): Promise<{ key: string; component: ComponentType } | typeof NOT_FOUND | null> {
  const owner = ownerOf(path);
  if (!owner) return NOT_FOUND;
  try {
    await config;
    // The server rendered the routes this area declares: the first render must know them too.
    await areaRoutes.request(owner);
    // Routes that did not arrive say nothing of the path: the app renders afresh (with Retry).
    if (areaRoutes.state(owner).status !== 'ready') return null;
    const route = findRoute(areaRoutes.known(), path);
    if (!route) return NOT_FOUND;
    const area = await loadArea(owner);
    const component = await area.preloadPage?.(route.page);
    return component ? { key: readyPageKey(owner, route.page), component } : null;
  } catch (error) {
    // A refused area was logged and reported, with both versions, when it was refused.
    if (!pageLeaving.began && !sharedModuleMismatchIn(error)) {
      console.error('The server-rendered page could not be hydrated', error);
    }
    return null;
  }
}

async function start(): Promise<void> {
  keyThisEntry();
  // The language is the URL's prefix; routes match the path below it.
  const { locale, path } = splitLocalePath(window.location.pathname);
  setAreaLocale(locale);
  // English is in the shell's bundle; another language's words are a chunk fetched now.
  const messages = Promise.all([shellMessages.load(locale), sharedMessages.load(locale)]).catch(
    (error: unknown) => {
      if (!pageLeaving.began) {
        console.error("The shell's messages could not be loaded; showing English", error);
      }
    },
  );
  const rendered: ServerRenderState | null = readServerRender();
  // The app's components are their own chunk: asked for now, evaluated when they arrive.
  const app = import('./app/App');
  // Awaited further on, where a failure ends start-up; marked as handled now, so a load the
  // browser cancels meanwhile (the visitor leaving) is not reported as an unhandled rejection.
  app.catch(() => undefined);
  const config = fetchRuntimeConfig()
    .catch((error: unknown) => {
      if (!pageLeaving.began)
        console.error('Runtime config unavailable; areas will offer Retry', error);
      return setRuntimeConfig({});
    })
    .then((runtime) => {
      registerAreas(runtime.remotes);
      return runtime;
    });
  // This page load's table of area routes, filled as areas' `./routes` arrive.
  const areaRoutes = new AreaRoutes(fetchAreaRoutes);
  const page = rendered ? serverRenderedPage(config, areaRoutes, path) : null;
  // Each step of start-up below is a task of its own, so none is long enough to hold up
  // input on a phone: MobX, the API client (axios), the stores and React DOM are each
  // evaluated after a yield, and rendering starts after another.
  await yieldToMain();
  await import('mobx');
  await yieldToMain();
  const { tokenStorage, onTokenRejected, setApiLocale } = await import('@phuket/shared/api');
  setApiLocale(locale);
  await yieldToMain();
  const { RootStore } = await import('@phuket/shared/stores');
  const store = new RootStore();
  // A token the server no longer honours (signed out from another device) ends the session
  // here too, so the guards send the visitor to /login.
  onTokenRejected(() => {
    if (store.session.isAuthenticated) store.session.clearLocal();
  });
  await yieldToMain();
  const { createRoot, hydrateRoot } = await import('react-dom/client');
  const container = document.getElementById('root');
  if (!container) throw new Error('#root missing from index.html');

  await messages;
  // The server renders by the signed-in cookie; a browser whose stored token says otherwise
  // (a cookie cleared or never written) would see another header, or a guest page its guard
  // refuses: rendering afresh beats a hydration that cannot match.
  const sameVisitor = rendered !== null && rendered.signedIn === (tokenStorage.get() !== null);
  const hydrated = sameVisitor && (await page);
  if (rendered && hydrated) {
    // Hydration renders exactly what the server did: its currency, the signed-in cookie's
    // buttons, its answers. The user and a saved currency are fetched once it has committed,
    // so nothing changes under React while it hydrates.
    store.currency.assume(rendered.currency);
    const serverData = new ServerData(rendered.data);
    const { App } = await app;
    const runtimeConfig = await config;
    let committed = false;
    const onPageCommitted = () => {
      if (committed) return;
      committed = true;
      markInteractive();
      restoreScrollAfterSwitch();
      void store.init();
      replayEarlyInput();
    };
    stopRecordingEarlyInput();
    // Hydrating in a transition lets React yield every few milliseconds, so a phone hydrating
    // a page of cards still answers input, instead of one task as long as the whole page;
    // a click on a part not yet hydrated hydrates that part first and is replayed.
    startTransition(() => {
      hydrateRoot(
        container,
        <App
          store={store}
          locale={locale}
          areaRoutes={areaRoutes}
          runtimeConfig={runtimeConfig}
          serverData={serverData}
          // "Page not found" has no area page to tell when it has committed: the app's first
          // commit is the page's.
          {...(hydrated === NOT_FOUND
            ? { onCommitted: onPageCommitted }
            : {
                readyPages: {
                  pages: { [hydrated.key]: hydrated.component },
                  onPageCommitted,
                },
              })}
        />,
      );
    });
    return;
  }

  // docs/product-rules.md §4: with a stored token the user is fetched before routing. Meanwhile the runtime
  // config arrives (index.html preloads it) and the area of the page being opened starts
  // loading, when the guard is sure to let it through.
  const storeReady = store.init();
  const areasReady = config.then(() => areaRoutes.preloadFor(path, tokenStorage.get() !== null));
  await Promise.all([areasReady, storeReady]);
  const runtimeConfig = await config;
  const { App } = await app;
  await yieldToMain();
  // Server HTML that cannot be hydrated (its area failed) is replaced by the app's own render.
  const root = createRoot(container);
  // A transition lets React yield while it builds the page, so the main thread stays
  // responsive to input during start-up instead of one long task.
  const onCommitted = () => {
    markInteractive();
    restoreScrollAfterSwitch();
    replayEarlyInput();
  };
  startTransition(() =>
    root.render(
      <App
        store={store}
        locale={locale}
        areaRoutes={areaRoutes}
        runtimeConfig={runtimeConfig}
        onCommitted={onCommitted}
      />,
    ),
  );
}

// Leaving the page while it starts cancels start-up's own loads in Firefox and WebKit (its
// chunks, the config): the navigation's doing, not an error to log or report.
pageLeaving.track(start()).catch((error: unknown) => {
  if (!pageLeaving.began) throw error;
});
