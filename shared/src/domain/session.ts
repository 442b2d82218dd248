/**
 * One signed-in device of the user (`GET /profile/sessions`): a token the server still honours.
 * Times are ISO 8601 strings.
 */
export interface UserSession {
  id: number;
  /** "Chrome on Linux", "Safari on iPhone"; "Unknown device" when the browser did not say. */
  device: string;
  created_at: string;
  last_used_at: string;
  /** The session this browser is using. */
  current: boolean;
}
