import type { KeyboardEvent } from 'react';
import { useEffect, useId, useRef, useState } from 'react';
import { observer } from 'mobx-react-lite';
import type { Role } from '@phuket/shared/domain';
import { Link, useLocation } from '@phuket/shared/router';
import {
  ADMIN_ROLES,
  DATABASE_ROLES,
  ENQUIRY_ROLES,
  LISTING_ROLES,
  paths,
} from '@phuket/shared/routes';
import { useStores } from '@phuket/shared/stores';

interface AreaLink {
  label: string;
  to: string;
  /** Who sees it (SPEC §6); none: every signed-in user. */
  roles?: readonly Role[];
}

const AREA_LINKS: readonly AreaLink[] = [
  { label: 'Profile', to: paths.profile },
  { label: 'My listings', to: paths.listings, roles: LISTING_ROLES },
  { label: 'Presentations', to: paths.presentations, roles: LISTING_ROLES },
  { label: 'Enquiries', to: paths.profileEnquiries, roles: ENQUIRY_ROLES },
  { label: 'Saved searches', to: paths.profileSavedSearches },
  { label: 'Database', to: paths.databaseDevelopers, roles: DATABASE_ROLES },
  { label: 'Duplicate flags', to: paths.listingFlags, roles: ADMIN_ROLES },
];

/**
 * A disclosure beside the avatar with the signed-in user's areas, by role. Its list is
 * rendered only while open, which needs a click after hydration: the server, which knows the
 * signed-in cookie but not the role, renders the same closed button the browser hydrates.
 */
export const AccountMenu = observer(function AccountMenu() {
  const { session } = useStores();
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

  const role = session.role;
  const links = AREA_LINKS.filter((link) => !link.roles || (role && link.roles.includes(role)));

  return (
    // Escape closes the list from any of its links and gives the focus back to the button.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div className="account-menu" ref={rootRef} onKeyDown={onKeyDown}>
      <button
        ref={buttonRef}
        type="button"
        className="account-menu__button"
        aria-label="Your areas"
        aria-expanded={open}
        aria-controls={`${id}-list`}
        onClick={() => setOpen((value) => !value)}
      >
        <svg viewBox="0 0 12 8" width="12" height="8" aria-hidden="true">
          <path d="m1 1.5 5 5 5-5" fill="none" stroke="currentColor" strokeWidth="1.8" />
        </svg>
      </button>
      {open ? (
        <ul id={`${id}-list`} className="account-menu__list">
          {links.map((link) => (
            <li key={link.to}>
              <Link
                to={link.to}
                aria-current={location.pathname === link.to ? 'page' : undefined}
                onClick={() => setOpen(false)}
              >
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
});
