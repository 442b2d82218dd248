import type { SessionJson } from '../contract';

/** One signed-in device of the user (`GET /profile/sessions`); times are ISO 8601 strings. */
export type UserSession = SessionJson;
