import type { Role } from '@phuket/shared/domain';
import { msgId } from '@phuket/shared/i18n';

/** Each role's name, as the registration form, the profile and the staff's users list say it. */
export const ROLE_LABELS: Record<Role, string> = {
  broker: msgId('register.role_broker'),
  developer: msgId('register.role_developer'),
  admin: msgId('profile.role_admin'),
  buyer: msgId('register.role_buyer'),
};
