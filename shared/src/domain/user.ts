import type { Currency, Role } from './enums';

/** SPEC §3 User. `role` may arrive as an array; the first entry is the one used. */
export interface User {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  avatar_path: string | null;
  company_logo_path: string | null;
  currency: Currency | null;
  role: Role | Role[];
  /** Whether the public agent page shows the email (private until the agent turns it on). */
  show_email: boolean;
  /** Whether the public agent page shows the phone. */
  show_phone: boolean;
}

/** Which contacts an agent shows visitors: the profile's "Contact details on my agent page". */
export type ContactVisibility = Pick<User, 'show_email' | 'show_phone'>;

export interface Credentials {
  email: string;
  password: string;
}

export interface RegisterInput {
  name: string;
  email: string;
  phone?: string;
  password: string;
  password_confirmation: string;
  role: 'broker' | 'developer';
}

export interface LoginResponse {
  token: string;
  user: User;
}

export interface RegisterResponse {
  access_token: string;
}

export interface UserResponse {
  user: User;
  role: Role | Role[];
}

export interface CurrencyResponse {
  currency: Currency;
}

/** Role as used by guards: the first entry when the server sends a list. */
export function primaryRole(role: Role | Role[] | null | undefined): Role | null {
  if (Array.isArray(role)) return role[0] ?? null;
  return role ?? null;
}
