import { useCallback } from 'react';
import {
  AGENT_PROFILE_MESSAGES,
  AGENT_PROFILE_SAVED,
  ENQUIRY_NOTE_MESSAGES,
  FOLLOW_UP_MESSAGE,
} from '@phuket/shared/contract';
import {
  CODE_LENGTH,
  EMPTY_FILE_MESSAGE,
  NAME_MAX,
  PASSWORD_MAX,
  PASSWORD_MIN,
  TOO_EASY,
  TOO_LARGE_MESSAGE,
  WRONG_TYPE_MESSAGE,
} from '@phuket/shared/domain';
import { accountRuleText, msgId, useLocale, useMessages } from '@phuket/shared/i18n';
import { accountMessages } from './messages';

// The forms' stores, and the contract's rules they share with the API, speak English (the
// API's words, which tests and the server compare). The page says them in its language by
// recognising each known sentence here; anything else (a server's own message) stays as sent.

interface Known {
  pattern: RegExp;
  id: string;
  /** The names of the pattern's groups, in order, as the message's ICU arguments. */
  args?: readonly string[];
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const exact = (text: string, id: string): Known => ({
  pattern: new RegExp(`^${escape(text)}$`),
  id,
});

const KNOWN: readonly Known[] = [
  exact('Enter your name.', msgId('validation.name_required')),
  exact(
    `The name must not be longer than ${NAME_MAX} characters.`,
    msgId('validation.name_too_long'),
  ),
  exact('Enter your email address.', msgId('validation.email_required')),
  exact('Enter a valid email address.', msgId('validation.email_invalid')),
  exact('Enter a password.', msgId('validation.password_required')),
  exact(
    `The password must be at least ${PASSWORD_MIN} characters.`,
    msgId('validation.password_too_short'),
  ),
  exact(
    `The password must not be longer than ${PASSWORD_MAX} characters.`,
    msgId('validation.password_too_long'),
  ),
  exact('Repeat the password.', msgId('validation.confirmation_required')),
  exact('The passwords do not match.', msgId('validation.passwords_differ')),
  exact(`Enter the ${CODE_LENGTH}-digit code.`, msgId('validation.code_invalid')),
  exact('Enter your password.', msgId('validation.login_password_required')),
  exact('Enter your current password.', msgId('validation.current_password_required')),
  exact(
    'The new password must be different from the current one.',
    msgId('validation.password_unchanged'),
  ),
  exact('This is already your email.', msgId('validation.email_unchanged')),
  exact('Enter a phone number.', msgId('validation.phone_required')),
  exact('Enter a valid phone number.', msgId('validation.phone_invalid')),
  exact('This is not a phone number.', msgId('validation.phone_not_a_number')),
  exact(
    'Choose a country or start with + and the country code.',
    msgId('validation.phone_country'),
  ),
  exact('The phone number is too short.', msgId('validation.phone_too_short')),
  exact('The phone number is too long.', msgId('validation.phone_too_long')),
  // The contract's refusal, followed by the estimator's English advice: said as one sentence.
  { pattern: new RegExp(`^${escape(TOO_EASY)}`), id: msgId('validation.password_too_easy') },
  exact(AGENT_PROFILE_MESSAGES.bioLong, msgId('validation.bio_too_long')),
  exact(AGENT_PROFILE_MESSAGES.controlCharacters, msgId('validation.control_characters')),
  exact(AGENT_PROFILE_MESSAGES.languageUnknown, msgId('validation.language_unknown')),
  exact(ENQUIRY_NOTE_MESSAGES.empty, msgId('enquiries.note_empty')),
  exact(ENQUIRY_NOTE_MESSAGES.long, msgId('enquiries.note_long')),
  exact(ENQUIRY_NOTE_MESSAGES.tooMany, msgId('enquiries.note_too_many')),
  exact(FOLLOW_UP_MESSAGE, msgId('enquiries.follow_up_range')),
  exact(AGENT_PROFILE_SAVED, msgId('agent_page.saved')),
  exact(WRONG_TYPE_MESSAGE, msgId('images.wrong_type')),
  exact(TOO_LARGE_MESSAGE, msgId('images.too_large')),
  exact(EMPTY_FILE_MESSAGE, msgId('images.empty_file')),
  {
    pattern: /^Too many attempts\. Try again in (\d+) seconds\.$/,
    id: msgId('form.too_many_seconds'),
    args: ['count'],
  },
  {
    pattern: /^Too many attempts\. Try again in (\d+) minutes?\.$/,
    id: msgId('form.too_many_minutes'),
    args: ['count'],
  },
  {
    pattern: /^We have sent a 6-digit code to (.+)\.$/,
    id: msgId('code_change.sent'),
    args: ['target'],
  },
  { pattern: /^Saved\. Your email is now (.+)\.$/, id: msgId('email.saved'), args: ['target'] },
  {
    pattern: /^Your email (.+) is confirmed: you can publish now\.$/,
    id: msgId('email.confirmed'),
    args: ['target'],
  },
  {
    pattern: /^Saved\. Your phone number is now (.+)\.$/,
    id: msgId('phone.saved'),
    args: ['target'],
  },
  { pattern: /^(.+) has been signed out\.$/, id: msgId('sessions.signed_out'), args: ['device'] },
  {
    pattern: /^(.+) was already signed out\.$/,
    id: msgId('sessions.already_signed_out'),
    args: ['device'],
  },
  {
    pattern: /^The status was not changed: (.*)$/,
    id: msgId('enquiries.status_failed'),
    args: ['reason'],
  },
  {
    pattern: /^The follow-up was not changed: (.*)$/,
    id: msgId('enquiries.follow_up_failed'),
    args: ['reason'],
  },
  {
    pattern: /^"(.+)" now mails (\w+)\.$/,
    id: msgId('saved_searches.frequency_changed'),
    args: ['name', 'frequency'],
  },
  {
    pattern: /^"(.+)" was deleted; its alerts stop\.$/,
    id: msgId('saved_searches.deleted'),
    args: ['name'],
  },
];

/** The English text in `t`'s language when it is one of the known sentences; as is otherwise. */
export function translateKnown(
  t: (id: string, values?: Record<string, string | number>) => string,
  text: string,
): string {
  for (const known of KNOWN) {
    const match = known.pattern.exec(text);
    if (!match) continue;
    const values: Record<string, string | number> = {};
    (known.args ?? []).forEach((name, index) => {
      const value = match[index + 1] ?? '';
      values[name] = name === 'count' ? Number(value) : value;
    });
    return t(known.id, values);
  }
  return text;
}

/**
 * `say(text)`: a store's or a rule's English message in the page's language. English pages
 * get the text untouched, byte for byte.
 */
export function useKnownMessages(): <T extends string | null | undefined>(text: T) => T | string {
  const locale = useLocale();
  const t = useMessages(accountMessages);
  return useCallback(
    <T extends string | null | undefined>(text: T): T | string =>
      locale === 'en' || !text ? text : (accountRuleText(locale, text) ?? translateKnown(t, text)),
    [locale, t],
  );
}
