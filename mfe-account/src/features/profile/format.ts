import { formatDay } from '@phuket/shared/format';
import type { Role, User } from '@phuket/shared/domain';
import { primaryRole } from '@phuket/shared/domain';
import { displayPhone as formatPhone } from '@phuket/shared/phone-input';

/** '+66 81 234 5678' for a stored '+66812345678'; the stored text when it does not parse. */
export function displayPhone(phone: string | null): string | null {
  return formatPhone(phone);
}

const ROLE_LABELS: Record<Role, string> = {
  broker: 'Broker (agent)',
  developer: 'Developer',
  admin: 'Administrator',
};

export function roleLabel(role: User['role']): string {
  const primary = primaryRole(role);
  return primary ? ROLE_LABELS[primary] : '—';
}

/** Brokers and developers have a public agent page (the API's PUBLIC_AGENT_ROLES); admins not. */
export function hasAgentPage(role: User['role']): boolean {
  const primary = primaryRole(role);
  return primary === 'broker' || primary === 'developer';
}

/**
 * When a session was last used, as a person says it: 'Active now', '5 minutes ago',
 * '3 hours ago', then the day. The server refreshes the time at most once a minute.
 */
export function lastActive(iso: string, now: Date = new Date()): string {
  const minutes = Math.floor((now.getTime() - new Date(iso).getTime()) / 60_000);
  if (minutes < 2) return 'Active now';
  if (minutes < 60) return `Last active ${minutes} minutes ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `Last active ${hours} hour${hours === 1 ? '' : 's'} ago`;
  return `Last active ${formatDay(iso)}`;
}
