import { inArray, sql, type SQL } from 'drizzle-orm';
import { qualified } from '../db/qualified';
import { listings, users, type UserSettings } from '../db/schema';

/** The roles that can have a public agent page: brokers and developers, never an admin. */
export const PUBLIC_AGENT_ROLES = ['broker', 'developer'] as const;

/**
 * The one rule for who has a public agent page: a broker or developer (never an admin) with
 * at least one published listing. GET /api/agents/{id}, the server-rendered /agents/{id} and
 * agents.xml all use it, so a page the sitemap does not list does not exist either, and an
 * account without listings cannot be found by walking ids.
 */
export function hasPublicAgentPage(): SQL {
  const published = sql`exists (select 1 from ${listings}
    where ${qualified(listings, listings.userId)} = ${qualified(users, users.id)}
      and ${qualified(listings, listings.status)} = 'published')`;
  return sql`(${inArray(users.role, PUBLIC_AGENT_ROLES)} and ${published})`;
}

/** What the agent chose to show to visitors; both off until they turn them on. */
export interface ContactVisibility {
  show_email: boolean;
  show_phone: boolean;
}

/** Only a stored `true` counts: a missing or malformed value keeps the contact private. */
export function readContactVisibility(settings: UserSettings | null): ContactVisibility {
  return {
    show_email: settings?.show_email === true,
    show_phone: settings?.show_phone === true,
  };
}

/** The email and phone a visitor may see: null where the agent keeps them private. */
export function publicContacts(user: {
  email: string;
  phone: string | null;
  settings: UserSettings | null;
}): { email: string | null; phone: string | null } {
  const shown = readContactVisibility(user.settings);
  return {
    email: shown.show_email ? user.email : null,
    phone: shown.show_phone ? user.phone : null,
  };
}
