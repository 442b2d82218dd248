import { Type, type Static } from '@sinclair/typebox';
import { StringEnum } from '../http/schemas';

export const ROLES = ['broker', 'developer', 'admin'] as const;
export const CURRENCIES = ['THB', 'USD', 'EUR'] as const;

/** The user as every endpoint shows it: never a hash, never settings internals. */
export const UserJson = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    email: Type.String(),
    phone: Type.Union([Type.String(), Type.Null()]),
    avatar_path: Type.Union([Type.String(), Type.Null()]),
    company_logo_path: Type.Union([Type.String(), Type.Null()]),
    currency: Type.String(),
    role: StringEnum(ROLES),
    /** Whether the public agent page shows the email / phone (profile settings). */
    show_email: Type.Boolean(),
    show_phone: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type UserJson = Static<typeof UserJson>;
