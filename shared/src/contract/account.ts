import { Type, type Static } from '@sinclair/typebox';
import { CURRENCIES, OUTBOX_CHANNELS, VERIFY_TYPES, type NotificationKey } from './enums';
import { CODE_MAX, EMAIL_MAX, ID_MAX_VALUE, PASSWORD_MAX, PHONE_MAX } from './limits';
import { Email, NewPassword, PasswordConfirmation, PersonName } from './auth';
import { Nullable, StringEnum } from './schema-kit';
import { UserJson } from './user';

// Every body is a closed object: a field the user may not set (id, role, email_verified_at…)
// is answered with 422 instead of being silently ignored or, worse, stored.
const closed = { additionalProperties: false } as const;

/** Loose on purpose: any malformed code gets the same "invalid or expired" answer. */
const Code = Type.String({ minLength: 1, maxLength: CODE_MAX });

export const UserEnvelope = Type.Object({ user: UserJson }, closed);
export type UserEnvelope = Static<typeof UserEnvelope>;

export const ForgotPasswordBody = Type.Object({ email: Email }, closed);
export type ForgotPasswordBody = Static<typeof ForgotPasswordBody>;

export const CheckResetCodeBody = Type.Object({ email: Email, code: Code }, closed);
export type CheckResetCodeBody = Static<typeof CheckResetCodeBody>;
export const CheckResetCodeResponse = Type.Object({ valid: Type.Literal(true) }, closed);
export type CheckResetCodeResponse = Static<typeof CheckResetCodeResponse>;

export const ResetPasswordBody = Type.Object(
  { email: Email, code: Code, password: NewPassword, password_confirmation: PasswordConfirmation },
  closed,
);
export type ResetPasswordBody = Static<typeof ResetPasswordBody>;

export const UpdateProfileBody = Type.Object({ name: PersonName }, closed);
export type UpdateProfileBody = Static<typeof UpdateProfileBody>;

export const UpdateEmailBody = Type.Object({ email: Email }, closed);
export type UpdateEmailBody = Static<typeof UpdateEmailBody>;
export const UpdatePhoneBody = Type.Object(
  { phone: Type.String({ minLength: 1, maxLength: PHONE_MAX }) },
  closed,
);
export type UpdatePhoneBody = Static<typeof UpdatePhoneBody>;

export const VerifyCodeParams = Type.Object({ type: StringEnum(VERIFY_TYPES) }, closed);
export const VerifyCodeBody = Type.Object({ code: Code }, closed);
export type VerifyCodeBody = Static<typeof VerifyCodeBody>;

export const ChangePasswordBody = Type.Object(
  {
    current_password: Type.String({ minLength: 1, maxLength: PASSWORD_MAX }),
    password: NewPassword,
    password_confirmation: PasswordConfirmation,
  },
  closed,
);
export type ChangePasswordBody = Static<typeof ChangePasswordBody>;

/** The contact flags are optional: a client that only knows the currency keeps working. */
export const UpdateSettingsBody = Type.Object(
  {
    currency: StringEnum(CURRENCIES),
    show_email: Type.Optional(Type.Boolean({ description: 'show the email on my agent page' })),
    show_phone: Type.Optional(Type.Boolean({ description: 'show the phone on my agent page' })),
  },
  closed,
);
export type UpdateSettingsBody = Static<typeof UpdateSettingsBody>;

export type NotificationPreferences = Record<NotificationKey, boolean>;

/**
 * Service mail a user expects (new matching listings, price drops, messages) is on by
 * default; marketing (newsletter) needs an opt-in.
 */
export const DEFAULT_NOTIFICATIONS: NotificationPreferences = {
  new_listings: true,
  price_changes: true,
  newsletter: false,
  messages: true,
};

export const Notifications = Type.Object(
  {
    new_listings: Type.Boolean(),
    price_changes: Type.Boolean(),
    newsletter: Type.Boolean(),
    messages: Type.Boolean(),
  },
  closed,
);
export const NotificationsEnvelope = Type.Object({ notifications: Notifications }, closed);
export type NotificationsEnvelope = Static<typeof NotificationsEnvelope>;
/** Any subset may be sent; the keys left out keep their value. */
export const UpdateNotificationsBody = Type.Object(
  { notifications: Type.Partial(Notifications, closed) },
  closed,
);
export type UpdateNotificationsBody = Static<typeof UpdateNotificationsBody>;

/** One signed-in device of the user (an access token), as the profile lists it. */
export const SessionJson = Type.Object(
  {
    id: Type.Integer(),
    /** "Chrome on Linux", from the User-Agent that signed in; "Unknown device" without one. */
    device: Type.String(),
    created_at: Type.String({ format: 'date-time' }),
    last_used_at: Type.String({ format: 'date-time' }),
    /** True for the session this request was made with. */
    current: Type.Boolean(),
  },
  closed,
);
export type SessionJson = Static<typeof SessionJson>;

export const SessionsEnvelope = Type.Object({ sessions: Type.Array(SessionJson) }, closed);
export type SessionsEnvelope = Static<typeof SessionsEnvelope>;

export const SessionIdParams = Type.Object(
  { id: Type.Integer({ minimum: 1, maximum: ID_MAX_VALUE }) },
  closed,
);

/** A message the demo outbox kept (GET /api/demo/outbox). */
export const OutboxMessageJson = Type.Object(
  {
    id: Type.Integer(),
    channel: StringEnum(OUTBOX_CHANNELS),
    to: Type.String(),
    subject: Nullable(Type.String()),
    body: Type.String(),
    /** Extra mail headers (List-Unsubscribe of an alert); absent when there are none. */
    headers: Type.Optional(Type.Record(Type.String(), Type.String())),
    created_at: Type.String({ format: 'date-time' }),
  },
  closed,
);
export type OutboxMessageJson = Static<typeof OutboxMessageJson>;

export const OutboxQuery = Type.Object(
  {
    /** Only messages to this address or number. */
    to: Type.Optional(Type.String({ minLength: 1, maxLength: EMAIL_MAX })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200, default: 50 })),
  },
  closed,
);

export const OutboxResponse = Type.Object({ data: Type.Array(OutboxMessageJson) });
export type OutboxResponse = Static<typeof OutboxResponse>;
