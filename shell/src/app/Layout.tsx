import { Outlet, useLocation } from '@phuket/shared/router';
import { EmailConfirmationNotice } from '../features/email-confirmation';
import { Footer } from '../features/footer';
import { Header } from '../features/header';
import { LanguageSuggestion, LanguageSwitch } from '../features/language';
import { useMessages } from '@phuket/shared/i18n';
import { MAIN_ID, SkipLink } from '@phuket/shared/ui';
import { shellMessages } from '../common/messages';
import { useRouteOf } from './use-area-routes';
import { useFocusOnNavigation } from './use-focus-on-navigation';
import { useScrollRestoration } from './use-scroll-restoration';

/**
 * Header and footer per the flags the matched route declares (docs/product-rules.md §2); unknown paths, and
 * paths whose area's routes have not arrived yet, show both. The skip link comes first so it
 * is the first thing Tab reaches (WCAG 2.4.1).
 */
export function Layout() {
  const { pathname } = useLocation();
  const route = useRouteOf(pathname);
  const t = useMessages(shellMessages);
  useScrollRestoration();
  useFocusOnNavigation(MAIN_ID);
  return (
    <>
      <SkipLink label={t('layout.skip')} />
      {(route?.header ?? true) && (
        <>
          <LanguageSuggestion />
          <Header languageSwitch={<LanguageSwitch variant="header" />} />
          <EmailConfirmationNotice />
        </>
      )}
      {/* tabIndex -1: focusable by the skip link only, never a Tab stop of its own. */}
      <main id={MAIN_ID} className="site-main" tabIndex={-1}>
        <Outlet />
      </main>
      {(route?.footer ?? true) && <Footer languageSwitch={<LanguageSwitch variant="footer" />} />}
    </>
  );
}
