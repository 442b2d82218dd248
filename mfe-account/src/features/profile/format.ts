import { formatDay } from '@phuket/shared/format';
import type { User } from '@phuket/shared/domain';
import { primaryRole } from '@phuket/shared/domain';
import { COMPANY_ROLES } from '@phuket/shared/contract';
import { ROLE_LABELS } from '../../common/roles';
import { displayPhone as formatPhone } from '@phuket/shared/phone-input';

/** '+66 81 234 5678' for a stored '+66812345678'; the stored text when it does not parse. */
export function displayPhone(phone: string | null): string | null {
  return formatPhone(phone);
}

/** The message id of the role's name, or null when the user has none. */
export function roleLabel(role: User['role']): string | null {
  const primary = primaryRole(role);
  return primary ? ROLE_LABELS[primary] : null;
}

/** Brokers and developers have a public agent page (the API's PUBLIC_AGENT_ROLES); admins not. */
export function hasAgentPage(role: User['role']): boolean {
  const primary = primaryRole(role);
  return primary === 'broker' || primary === 'developer';
}

/** A buyer speaks for no company, so has no company logo (the API's COMPANY_ROLES). */
export function hasCompany(role: User['role']): boolean {
  const primary = primaryRole(role);
  return primary !== null && (COMPANY_ROLES as readonly string[]).includes(primary);
}

/**
 * When a session was last used, as a person says it: 'Active now', '5 minutes ago',
 * '3 hours ago', then the day. The server refreshes the time at most once a minute.
 */
export function lastActive(iso: string, now: Date = new Date()): string {
  const when = lastActiveWhen(iso, now);
  if (when.unit === 'now') return 'Active now';
  if (when.unit === 'minutes') return `Last active ${when.count} minutes ago`;
  if (when.unit === 'hours')
    return `Last active ${when.count} hour${when.count === 1 ? '' : 's'} ago`;
  return `Last active ${formatDay(iso)}`;
}

/** The same judgement as lastActive, as parts a message in another language is made of. */
export function lastActiveWhen(
  iso: string,
  now: Date = new Date(),
): { unit: 'now' | 'minutes' | 'hours' | 'day'; count: number } {
  const minutes = Math.floor((now.getTime() - new Date(iso).getTime()) / 60_000);
  if (minutes < 2) return { unit: 'now', count: 0 };
  if (minutes < 60) return { unit: 'minutes', count: minutes };
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return { unit: 'hours', count: hours };
  return { unit: 'day', count: 0 };
}
