import type { KeyboardEvent } from 'react';
import { useEffect, useId, useRef, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Link, useLocation } from '@phuket/shared/router';
import { accountLinksFor } from '@phuket/shared/routes';
import { useMessages } from '@phuket/shared/i18n';
import { accountLinkText } from '../../common/account-link-text';
import { shellMessages } from '../../common/messages';
import { useStores } from '@phuket/shared/stores';

/**
 * A disclosure beside the avatar with the signed-in user's areas, by role. Its list is
 * rendered only while open, which needs a click after hydration: the server, which knows the
 * signed-in cookie but not the role, renders the same closed button the browser hydrates.
 */
export const AccountMenu = observer(function AccountMenu({ onLogout }: { onLogout: () => void }) {
  const { session } = useStores();
  const t = useMessages(shellMessages);
  const location = useLocation();
  const id = useId();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => setOpen(false), [location.pathname, location.search]);

  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    setOpen(false);
    buttonRef.current?.focus();
  };

  const links = accountLinksFor(session.role);

  return (
    // Escape closes the list from any of its links and gives the focus back to the button.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div className="account-menu" ref={rootRef} onKeyDown={onKeyDown}>
      <button
        ref={buttonRef}
        type="button"
        className="account-menu__button"
        aria-label={t('account.menu')}
        aria-expanded={open}
        aria-controls={`${id}-list`}
        onClick={() => setOpen((value) => !value)}
      >
        <svg viewBox="0 0 12 8" width="12" height="8" aria-hidden="true">
          <path d="m1 1.5 5 5 5-5" fill="none" stroke="currentColor" strokeWidth="1.8" />
        </svg>
      </button>
      {open ? (
        <ul id={`${id}-list`} className="account-menu__list" aria-label={t('account.menu')}>
          {links.map((link) => (
            <li key={link.to}>
              <Link
                to={link.to}
                aria-current={location.pathname === link.to ? 'page' : undefined}
                onClick={() => setOpen(false)}
              >
                {accountLinkText(t, link)}
              </Link>
            </li>
          ))}
          <li>
            <button type="button" onClick={onLogout}>
              {t('header.log_out')}
            </button>
          </li>
        </ul>
      ) : null}
    </div>
  );
});
