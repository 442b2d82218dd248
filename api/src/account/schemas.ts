import { Type, type Static } from '@sinclair/typebox';
import { PASSWORD_MAX, PASSWORD_MIN } from '../auth/passwords';
import { StringEnum } from '../http/schemas';
import { CURRENCIES, UserJson } from '../users/schemas';

// Every body is a closed object: a field the user may not set (id, role, email_verified_at…)
// is answered with 422 instead of being silently ignored or, worse, stored.
const closed = { additionalProperties: false } as const;

const Email = Type.String({ minLength: 1, maxLength: 255, format: 'email' });
/** Loose on purpose: any malformed code gets the same "invalid or expired" answer. */
const Code = Type.String({ minLength: 1, maxLength: 16 });
const NewPassword = Type.String({ minLength: PASSWORD_MIN, maxLength: PASSWORD_MAX });

export const UserEnvelope = Type.Object({ user: UserJson }, closed);

export const ForgotPasswordBody = Type.Object({ email: Email }, closed);
export type ForgotPasswordBody = Static<typeof ForgotPasswordBody>;

export const CheckResetCodeBody = Type.Object({ email: Email, code: Code }, closed);
export const CheckResetCodeResponse = Type.Object({ valid: Type.Literal(true) }, closed);

export const ResetPasswordBody = Type.Object(
  {
    email: Email,
    code: Code,
    password: NewPassword,
    password_confirmation: Type.String({ maxLength: PASSWORD_MAX }),
  },
  closed,
);

export const UpdateProfileBody = Type.Object(
  { name: Type.String({ minLength: 1, maxLength: 255, pattern: '\\S' }) },
  closed,
);

export const UpdateEmailBody = Type.Object({ email: Email }, closed);
export const UpdatePhoneBody = Type.Object(
  { phone: Type.String({ minLength: 1, maxLength: 32 }) },
  closed,
);

export const VERIFY_TYPES = ['email', 'phone'] as const;
export type VerifyType = (typeof VERIFY_TYPES)[number];
export const VerifyCodeParams = Type.Object({ type: StringEnum(VERIFY_TYPES) }, closed);
export const VerifyCodeBody = Type.Object({ code: Code }, closed);

export const ChangePasswordBody = Type.Object(
  {
    current_password: Type.String({ minLength: 1, maxLength: PASSWORD_MAX }),
    password: NewPassword,
    password_confirmation: Type.String({ maxLength: PASSWORD_MAX }),
  },
  closed,
);

/** The contact flags are optional: a client that only knows the currency keeps working. */
export const UpdateSettingsBody = Type.Object(
  {
    currency: StringEnum(CURRENCIES),
    show_email: Type.Optional(Type.Boolean({ description: 'show the email on my agent page' })),
    show_phone: Type.Optional(Type.Boolean({ description: 'show the phone on my agent page' })),
  },
  closed,
);

export const NOTIFICATION_KEYS = [
  'new_listings',
  'price_changes',
  'newsletter',
  'messages',
] as const;
export type NotificationKey = (typeof NOTIFICATION_KEYS)[number];
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
/** Any subset may be sent; the keys left out keep their value. */
export const UpdateNotificationsBody = Type.Object(
  { notifications: Type.Partial(Notifications, closed) },
  closed,
);

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

export const SessionIdParams = Type.Object(
  { id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) },
  closed,
);
