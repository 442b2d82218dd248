import { Type, type Static } from '@sinclair/typebox';
import { REGISTER_ROLES, ROLES } from './enums';
import {
  EMAIL_MAX,
  NAME_MAX,
  NAME_PATTERN,
  PASSWORD_MAX,
  PASSWORD_MIN,
  PHONE_MAX,
  REGISTER_PHONE_PATTERN,
} from './limits';
import { StringEnum } from './schema-kit';
import { UserJson } from './user';

const closed = { additionalProperties: false } as const;

export const Email = Type.String({ minLength: 1, maxLength: EMAIL_MAX, format: 'email' });
export const PersonName = Type.String({ minLength: 1, maxLength: NAME_MAX, pattern: NAME_PATTERN });
export const NewPassword = Type.String({ minLength: PASSWORD_MIN, maxLength: PASSWORD_MAX });
export const PasswordConfirmation = Type.String({ maxLength: PASSWORD_MAX });

export const LoginBody = Type.Object(
  {
    email: Email,
    // No minimum here: a login only compares; the length rules belong to choosing a password.
    password: Type.String({ minLength: 1, maxLength: PASSWORD_MAX }),
  },
  closed,
);
export type LoginBody = Static<typeof LoginBody>;

export const RegisterBody = Type.Object(
  {
    name: PersonName,
    email: Email,
    phone: Type.Optional(
      Type.Union([
        Type.String({ maxLength: PHONE_MAX, pattern: REGISTER_PHONE_PATTERN }),
        Type.Null(),
      ]),
    ),
    password: NewPassword,
    password_confirmation: PasswordConfirmation,
    role: StringEnum(REGISTER_ROLES),
  },
  closed,
);
export type RegisterBody = Static<typeof RegisterBody>;

export const LoginResponse = Type.Object({ token: Type.String(), user: UserJson }, closed);
export type LoginResponse = Static<typeof LoginResponse>;

export const RegisterResponse = Type.Object({ access_token: Type.String() }, closed);
export type RegisterResponse = Static<typeof RegisterResponse>;

export const CurrentUserResponse = Type.Object({ user: UserJson, role: StringEnum(ROLES) }, closed);
export type CurrentUserResponse = Static<typeof CurrentUserResponse>;
