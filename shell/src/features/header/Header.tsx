import { useEffect, useRef, useState, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { Link, useLocation, useNavigate } from '@phuket/shared/router';
import { useMediaUrl } from '@phuket/shared/config';
import { LISTING_ROLES, headerLinks, paths } from '@phuket/shared/routes';
import { useStores } from '@phuket/shared/stores';
import { msgId, useMessages } from '@phuket/shared/i18n';
import { shellMessages } from '../../common/messages';
import { AccountMenu } from './AccountMenu';
import { Logo } from './Logo';
import './header.css';

/** The header links' words, by where they lead (shared/routes lists them). */
const LINK_TEXT: Record<(typeof headerLinks)[number]['to'], string> = {
  '/properties?offer_type=Sale': msgId('header.buy'),
  '/properties?offer_type=Rent': msgId('header.rent'),
  '/properties?property_type=Commercial': msgId('header.commercial'),
  '/properties?property_stage=Off-plan': msgId('header.new_projects'),
};

/** docs/product-rules.md §2 "Header". */
export const Header = observer(function Header({ languageSwitch }: { languageSwitch?: ReactNode }) {
  const t = useMessages(shellMessages);
  const { session, favourites } = useStores();
  const mediaUrl = useMediaUrl();
  const saved = favourites.count;
  const navigate = useNavigate();
  const location = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const headerRef = useRef<HTMLElement>(null);

  // The mobile menu closes on route change…
  useEffect(() => setMenuOpen(false), [location.pathname, location.search]);

  // …and on a click outside it.
  useEffect(() => {
    if (!menuOpen) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!headerRef.current?.contains(event.target as Node)) setMenuOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [menuOpen]);

  const logout = async () => {
    await session.logout();
    await navigate(paths.login);
  };

  const avatar = mediaUrl(session.user?.avatar_path);
  // Known once the user has arrived: a server render knows a token exists, not whose it is.
  const lists = session.role !== null && LISTING_ROLES.includes(session.role);

  return (
    <header className="site-header" ref={headerRef}>
      <div className="site-header__inner container">
        <Link to={paths.home} className="site-header__logo" aria-label={t('header.logo')}>
          <Logo />
        </Link>
        <button
          type="button"
          className="site-header__toggle"
          aria-label={menuOpen ? t('header.menu_close') : t('header.menu_open')}
          aria-expanded={menuOpen}
          aria-controls="site-menu"
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span aria-hidden="true" className={menuOpen ? 'burger burger--open' : 'burger'} />
        </button>
        <nav
          id="site-menu"
          className={menuOpen ? 'site-header__menu site-header__menu--open' : 'site-header__menu'}
          aria-label={t('header.nav')}
        >
          <ul className="site-header__links">
            {headerLinks.map((link) => {
              // A link is the current page only for its own search: NavLink would mark all
              // four current on any /properties URL, since it compares paths alone.
              const current = location.pathname + location.search === link.to;
              return (
                <li key={link.label}>
                  <Link
                    to={link.to}
                    className={current ? 'active' : undefined}
                    aria-current={current ? 'page' : undefined}
                  >
                    {t(LINK_TEXT[link.to])}
                  </Link>
                </li>
              );
            })}
          </ul>
          <div className="site-header__account">
            {session.isAuthenticated ? (
              <>
                {lists ? (
                  <Link
                    to={paths.listingCreate}
                    className="button site-header__add"
                    aria-current={location.pathname === paths.listingCreate ? 'page' : undefined}
                  >
                    {t('header.add_listing')}
                  </Link>
                ) : null}
                <Link
                  to={paths.profile}
                  className="site-header__avatar"
                  // The name begins with the letter shown, so a visitor who says what they see
                  // reaches it (WCAG 2.5.3); a photo, or a user not known yet, shows no text.
                  aria-label={
                    !avatar && session.user && session.initial
                      ? t('header.profile_initial', {
                          initial: session.initial,
                          name: session.user.name,
                        })
                      : t('header.profile')
                  }
                  title={session.user?.name}
                >
                  {avatar ? (
                    <img src={avatar} alt="" width={36} height={36} />
                  ) : (
                    <span>{session.initial}</span>
                  )}
                </Link>
                <AccountMenu onLogout={() => void logout()} />
                <button
                  type="button"
                  className="site-header__logout"
                  aria-label={t('header.log_out')}
                  title={t('header.log_out')}
                  onClick={() => void logout()}
                >
                  <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
                    <path
                      d="M10 4H5a1 1 0 0 0-1 1v14a1 1 0 0 0 1 1h5M15 16l4-4-4-4M19 12H9"
                      fill="none"
                      stroke="currentColor"
                      strokeWidth="2"
                      strokeLinecap="round"
                      strokeLinejoin="round"
                    />
                  </svg>
                </button>
              </>
            ) : (
              <>
                <Link to={paths.register} className="site-header__sell">
                  {t('header.sell')}
                </Link>
                <Link to={paths.login} className="button site-header__login">
                  {t('header.log_in')}
                </Link>
              </>
            )}
          </div>
          {languageSwitch}
        </nav>
        <Link
          to={paths.favourites}
          className="site-header__favourites"
          aria-label={t('header.favourites_count', { count: saved })}
          title={t('header.favourites')}
          aria-current={location.pathname === paths.favourites ? 'page' : undefined}
        >
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
            <path
              d="M12 20.5s-7.5-4.6-7.5-10.1A4.4 4.4 0 0 1 12 7.6a4.4 4.4 0 0 1 7.5 2.8c0 5.5-7.5 10.1-7.5 10.1Z"
              fill={saved > 0 ? 'currentColor' : 'none'}
              stroke="currentColor"
              strokeWidth="1.8"
              strokeLinejoin="round"
            />
          </svg>
          {saved > 0 ? (
            <span className="site-header__count" aria-hidden="true">
              {saved}
            </span>
          ) : null}
        </Link>
      </div>
    </header>
  );
});
