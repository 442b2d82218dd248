/**
 * The standalone public presentation's browser entry (webpack.public.config.js): the document
 * the API sends for `/presentation/{slug}` loads this file alone — no shell, no federation
 * runtime, no remoteEntry — and it hydrates the server's render of the same tree (PublicRoot).
 * See docs/server-rendering.md.
 */
import { setRuntimeConfig } from '@phuket/shared/config';
import type { RuntimeConfig } from '@phuket/shared/domain';
import {
  ServerData,
  readServerRender,
  replayEarlyInput,
  stopRecordingEarlyInput,
} from '@phuket/shared/ssr';
import { splitLocalePath } from '@phuket/shared/contract';
import '@phuket/shared/theme';

/** Lets the browser handle input and paint before the next step of start-up. */
function yieldToMain(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** What end-to-end tests and the early-input replay wait for: the page handles input now. */
function onCommitted(): void {
  document.documentElement.dataset.hydrated = 'true';
  replayEarlyInput();
}

async function start(): Promise<void> {
  // Both chunks download at once; each is evaluated in a task of its own (React DOM, then the
  // page with MobX), so no single task holds up input on a phone for long.
  const reactDom = import(/* webpackChunkName: "react-dom" */ 'react-dom/client');
  const root = import(/* webpackChunkName: "page" */ './app/PublicRoot');
  const { createRoot, hydrateRoot } = await reactDom;
  await yieldToMain();
  const { PublicRoot, loadPublicMessages, publicPageOf } = await root;
  // The language is the address's prefix; its words come before the first render, which must
  // match the server's.
  const { locale, path } = splitLocalePath(window.location.pathname);
  await loadPublicMessages(locale);
  await yieldToMain();
  const { startTransition } = await import('react');
  const container = document.getElementById('root');
  const page = publicPageOf({ pathname: path, search: window.location.search });
  if (!container || !page) return;
  const rendered = readServerRender();
  // The server rendered with these; the first render in the browser must use the same.
  const config = setRuntimeConfig((rendered?.config ?? {}) as Partial<RuntimeConfig>);
  const tree = (
    <PublicRoot
      page={page}
      locale={locale}
      data={new ServerData(rendered?.data)}
      config={config}
      onCommitted={onCommitted}
    />
  );
  if (!rendered) {
    createRoot(container).render(tree);
    return;
  }
  stopRecordingEarlyInput();
  // A transition: React hydrates in slices, yielding to input between them, rather than in one
  // long task (it hydrates first whatever part the visitor interacts with).
  startTransition(() => {
    hydrateRoot(container, tree);
  });
}

void start();
