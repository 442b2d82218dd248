import type { Role } from './enums';
import type {
  CurrencyResponse as CurrencyBody,
  CurrentUserResponse,
  LoginBody,
  LoginResponse as LoginBodyResponse,
  RegisterBody,
  RegisterResponse as RegisterBodyResponse,
  UserJson,
} from '../contract';

/** docs/product-rules.md §3 User as the API sends it. */
export type User = UserJson;

/** Which contacts an agent shows visitors: the profile's "Contact details on my agent page". */
export type ContactVisibility = Pick<User, 'show_email' | 'show_phone'>;

export type Credentials = LoginBody;
export type RegisterInput = RegisterBody;
export type LoginResponse = LoginBodyResponse;
export type RegisterResponse = RegisterBodyResponse;
export type UserResponse = CurrentUserResponse;
export type CurrencyResponse = CurrencyBody;

/** Role as used by guards: the first entry when given a list. */
export function primaryRole(role: Role | readonly Role[] | null | undefined): Role | null {
  if (Array.isArray(role)) return (role as readonly Role[])[0] ?? null;
  return (role as Role | null | undefined) ?? null;
}
