// An agent's bio and languages: the values the profile form offers and the
// rules both the form and the API apply. No schema library, so browser bundles can import it.

/**
 * The languages spoken in Phuket's property market (ISO 639-1), in the order the form lists
 * them: the island's own, then its buyers' and renters' by how often agents are asked for them.
 */
export const AGENT_LANGUAGES = [
  { code: 'en', name: 'English' },
  { code: 'th', name: 'Thai' },
  { code: 'ru', name: 'Russian' },
  { code: 'zh', name: 'Chinese' },
  { code: 'de', name: 'German' },
  { code: 'fr', name: 'French' },
  { code: 'sv', name: 'Swedish' },
  { code: 'no', name: 'Norwegian' },
  { code: 'da', name: 'Danish' },
  { code: 'fi', name: 'Finnish' },
  { code: 'nl', name: 'Dutch' },
  { code: 'it', name: 'Italian' },
  { code: 'es', name: 'Spanish' },
  { code: 'uk', name: 'Ukrainian' },
  { code: 'kk', name: 'Kazakh' },
  { code: 'pl', name: 'Polish' },
  { code: 'ar', name: 'Arabic' },
  { code: 'he', name: 'Hebrew' },
  { code: 'hi', name: 'Hindi' },
  { code: 'ja', name: 'Japanese' },
  { code: 'ko', name: 'Korean' },
  { code: 'ms', name: 'Malay' },
  { code: 'id', name: 'Indonesian' },
] as const;

export type AgentLanguage = (typeof AGENT_LANGUAGES)[number]['code'];

export const AGENT_LANGUAGE_CODES: readonly AgentLanguage[] = AGENT_LANGUAGES.map((l) => l.code);

export const AGENT_BIO_MAX = 2000;

export const AGENT_PROFILE_MESSAGES = {
  bioLong: `The bio may be at most ${AGENT_BIO_MAX} characters.`,
  controlCharacters: 'Please remove the special control characters.',
  languageUnknown: 'Please choose languages from the list.',
} as const;

export const AGENT_PROFILE_SAVED = 'Your agent page has been saved.';

const NAMES = new Map<string, string>(AGENT_LANGUAGES.map((l) => [l.code, l.name]));

export const isAgentLanguage = (code: string): code is AgentLanguage => NAMES.has(code);

/** "English", or the code itself for one no longer on the list. */
export const languageName = (code: string): string => NAMES.get(code) ?? code;

export interface AgentProfileFields {
  bio: string;
  languages: readonly string[];
}

// Tab and line breaks stay: a bio has paragraphs (the API's plain-text rule, the same set).
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

/** One message per field that breaks a rule; empty when the fields can be saved. */
export function agentProfileErrors(
  fields: AgentProfileFields,
): Partial<Record<keyof AgentProfileFields, string>> {
  const errors: Partial<Record<keyof AgentProfileFields, string>> = {};
  if (CONTROL.test(fields.bio)) errors.bio = AGENT_PROFILE_MESSAGES.controlCharacters;
  else if (fields.bio.trim().length > AGENT_BIO_MAX) errors.bio = AGENT_PROFILE_MESSAGES.bioLong;
  if (!fields.languages.every(isAgentLanguage)) {
    errors.languages = AGENT_PROFILE_MESSAGES.languageUnknown;
  }
  return errors;
}

/**
 * What is stored: the bio trimmed (null when empty, with Windows line ends made plain), the
 * languages once each, in the list's order.
 */
export function normalizeAgentProfile(fields: AgentProfileFields): {
  bio: string | null;
  languages: AgentLanguage[];
} {
  const bio = fields.bio.replace(/\r\n?/g, '\n').trim();
  const chosen = new Set(fields.languages);
  return {
    bio: bio === '' ? null : bio,
    languages: AGENT_LANGUAGE_CODES.filter((code) => chosen.has(code)),
  };
}
