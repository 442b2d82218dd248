import { Type, type Static } from '@sinclair/typebox';
import { StringEnum } from '../http/schemas';
import { UserJson } from '../users/schemas';
import { PASSWORD_MAX, PASSWORD_MIN } from './passwords';

export const LoginBody = Type.Object(
  {
    email: Type.String({ minLength: 1, maxLength: 255, format: 'email' }),
    // No minimum here: a login only compares; the length rules belong to choosing a password.
    password: Type.String({ minLength: 1, maxLength: PASSWORD_MAX }),
  },
  { additionalProperties: false },
);
export type LoginBody = Static<typeof LoginBody>;

/** Self-service sign-up can never create an admin. */
export const REGISTER_ROLES = ['broker', 'developer'] as const;

export const RegisterBody = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 255, pattern: '\\S' }),
    email: Type.String({ minLength: 1, maxLength: 255, format: 'email' }),
    phone: Type.Optional(
      Type.Union([
        Type.String({ maxLength: 32, pattern: '^\\+?[0-9][0-9 ()-]{3,31}$' }),
        Type.Null(),
      ]),
    ),
    password: Type.String({ minLength: PASSWORD_MIN, maxLength: PASSWORD_MAX }),
    password_confirmation: Type.String({ maxLength: PASSWORD_MAX }),
    role: StringEnum(REGISTER_ROLES),
  },
  { additionalProperties: false },
);
export type RegisterBody = Static<typeof RegisterBody>;

export const LoginResponse = Type.Object(
  { token: Type.String(), user: UserJson },
  { additionalProperties: false },
);
export const RegisterResponse = Type.Object(
  { access_token: Type.String() },
  { additionalProperties: false },
);
export const CurrentUserResponse = Type.Object(
  { user: UserJson, role: UserJson.properties.role },
  { additionalProperties: false },
);
