import { Type, type Static } from '@sinclair/typebox';
import { CURRENCIES, ROLES } from './enums';
import { Nullable, StringEnum } from './schema-kit';

/** docs/product-rules.md §3 User as every endpoint shows it: never a hash, never settings internals. */
export const UserJson = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    email: Type.String(),
    phone: Nullable(Type.String()),
    avatar_path: Nullable(Type.String()),
    company_logo_path: Nullable(Type.String()),
    currency: StringEnum(CURRENCIES),
    role: StringEnum(ROLES),
    /**
     * Whether the account has confirmed its email with a code: until it has, it may draft but
     * not publish (shared/src/contract/email-confirmation.ts).
     */
    email_verified: Type.Boolean(),
    /** Whether the public agent page shows the email / phone (profile settings). */
    show_email: Type.Boolean(),
    show_phone: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type UserJson = Static<typeof UserJson>;
