import type { Role, User } from '@phuket/shared/domain';
import { primaryRole } from '@phuket/shared/domain';
import { validatePhone } from '@phuket/shared/phone-input';

/** '+66 81 234 5678' for a stored '+66812345678'; the stored text when it does not parse. */
export function displayPhone(phone: string | null): string | null {
  if (!phone) return null;
  return validatePhone(phone).formatted || phone;
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
