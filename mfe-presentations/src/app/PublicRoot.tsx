import { use, useEffect, type ReactNode } from 'react';
import { RuntimeConfigProvider } from '@phuket/shared/config';
import type { RuntimeConfig } from '@phuket/shared/domain';
import { LocaleProvider, sharedMessages, useMessages, type Locale } from '@phuket/shared/i18n';
import { ServerDataProvider, type ServerData } from '@phuket/shared/ssr';
import { MAIN_ID, SkipLink } from '@phuket/shared/ui';
import { PublicPresentationView } from '../features/public-presentation/PublicPresentationView';
import { presentationsMessages } from '../common/messages';

/** The page a standalone document shows: its slug, and whether it is the print view. */
export interface PublicPage {
  slug: string;
  print: boolean;
}

/**
 * `/presentation/{slug}` (and its `?print=1`); null for any other address. A pattern rather
 * than the router's matchPath: the standalone page ships no router.
 */
export function publicPageOf(url: { pathname: string; search: string }): PublicPage | null {
  const match = /^\/presentation\/([^/]+)\/?$/.exec(url.pathname);
  if (!match?.[1]) return null;
  let slug: string;
  try {
    slug = decodeURIComponent(match[1]);
  } catch {
    return null;
  }
  return { slug, print: new URLSearchParams(url.search).get('print') === '1' };
}

const loadingWords = new Map<Locale, Promise<void>>();

/**
 * The page's words in `locale` (this area's and the shared UI's): the standalone page has no
 * shell to fetch them. One request per language; a failure shows English, never no page.
 */
export function loadPublicMessages(locale: Locale): Promise<void> {
  let words = loadingWords.get(locale);
  if (!words) {
    words = Promise.all([presentationsMessages.load(locale), sharedMessages.load(locale)]).then(
      () => undefined,
      (error: unknown) =>
        console.error('The page’s words could not be loaded; showing English', error),
    );
    loadingWords.set(locale, words);
  }
  return words;
}

/**
 * Renders its children once the words of `locale` are loaded: the server's render waits for
 * them (the browser has them before it hydrates, so it never waits here).
 */
export function WithPublicMessages({ locale, children }: { locale: Locale; children: ReactNode }) {
  if (!presentationsMessages.isReady(locale) || !sharedMessages.isReady(locale)) {
    use(loadPublicMessages(locale));
  }
  return children;
}

/** The first Tab stop, as on every page of the site. */
function PublicSkipLink() {
  const t = useMessages(presentationsMessages);
  return <SkipLink label={t('public.skip')} />;
}

/**
 * The whole tree of the standalone public presentation, the same on the server (server-entry's
 * renderStandalone) and in the browser (public-entry.tsx, which hydrates it): the page and the
 * answers and the runtime config it was rendered with, nothing of the shell. `onCommitted` runs
 * once the first render (the hydration) has committed.
 */
export function PublicRoot({
  page,
  locale,
  data,
  config,
  onCommitted,
}: {
  page: PublicPage;
  /** The page's language, from its address's prefix. */
  locale: Locale;
  data: ServerData;
  config: RuntimeConfig;
  onCommitted?: () => void;
}) {
  useEffect(() => onCommitted?.(), [onCommitted]);
  return (
    <LocaleProvider locale={locale}>
      <RuntimeConfigProvider config={config}>
        <ServerDataProvider data={data}>
          {/* No shell here to give the page its skip link and its <main>. */}
          <PublicSkipLink />
          {/* tabIndex -1: focusable by the skip link only, never a Tab stop of its own. */}
          <main id={MAIN_ID} className="pres-main" tabIndex={-1}>
            <PublicPresentationView slug={page.slug} print={page.print} />
          </main>
        </ServerDataProvider>
      </RuntimeConfigProvider>
    </LocaleProvider>
  );
}
