import { useEffect } from 'react';
import type { Role } from '@phuket/shared/domain';
import { Link } from '@phuket/shared/router';
import { accountLinksFor } from '@phuket/shared/routes';
import './not-for-role.css';

const PLURAL: Record<Role, string> = {
  broker: 'brokers',
  developer: 'developers',
  admin: 'admins',
};
const ONE: Record<Role, string> = {
  broker: 'a broker',
  developer: 'a developer',
  admin: 'an admin',
};

/** "brokers and developers", "admins, brokers and developers" */
function listOf(roles: readonly Role[]): string {
  const names = roles.map((role) => PLURAL[role]);
  const last = names.pop() ?? '';
  return names.length > 0 ? `${names.join(', ')} and ${last}` : last;
}

export interface NotForRolePageProps {
  /** Who the page is for (the route's roles). */
  roles: readonly Role[];
  /** What the page is for (the route's purpose). */
  purpose: string;
  /** The signed-in user's role, which the page does not list. */
  role: Role;
}

/**
 * A signed-in user opened a page of another role (an admin on /listing): instead of the home
 * page without a word, they read who the page is for, what it does, and where their own work
 * is. Its heading names it, so the focus moved there on arrival reads it out.
 */
export function NotForRolePage({ roles, purpose, role }: NotForRolePageProps) {
  const heading = `This page is for ${listOf(roles)}`;
  const links = accountLinksFor(role);

  useEffect(() => {
    const previous = document.title;
    document.title = `${heading} | WOW Phuket`;
    return () => {
      document.title = previous;
    };
  }, [heading]);

  return (
    <div className="container not-for-role">
      <h1>{heading}</h1>
      <p>{purpose}</p>
      <h2>{`As ${ONE[role]}, you can use`}</h2>
      <ul>
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to}>{link.label}</Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
