import { CODE_TTL_MS } from '../codes/one-time-code';

// Texts of the messages that carry codes. Short, with the code early (it shows in the
// phone's notification preview) and a line on what to do if the user did not ask.

const BRAND = 'WOW Phuket';
const MINUTES = Math.round(CODE_TTL_MS / 60_000);

export function passwordResetMail(code: string): { subject: string; text: string } {
  return {
    subject: `${code} is your ${BRAND} password reset code`,
    text: [
      `Your code to reset your ${BRAND} password is ${code}.`,
      `It expires in ${MINUTES} minutes and works once.`,
      '',
      'If you did not ask to reset your password, ignore this email: your password stays unchanged.',
    ].join('\n'),
  };
}

export function emailChangeMail(code: string): { subject: string; text: string } {
  return {
    subject: `${code} is your ${BRAND} email confirmation code`,
    text: [
      `Enter ${code} to confirm this address for your ${BRAND} account.`,
      `It expires in ${MINUTES} minutes and works once.`,
      '',
      'If you did not ask for this, ignore this email: nothing changes.',
    ].join('\n'),
  };
}

/** Sent instead of a code when the address asked for already belongs to an account. */
export function emailInUseMail(): { subject: string; text: string } {
  return {
    subject: `This address already has a ${BRAND} account`,
    text: [
      `Someone signed in to ${BRAND} asked to use this address for their account, but it already belongs to another ${BRAND} account, so no code was sent.`,
      '',
      'If that was you, sign in with this address instead, or reset its password if you have forgotten it.',
      'If it was not you, ignore this email: nothing changes.',
    ].join('\n'),
  };
}

export function phoneChangeSms(code: string): string {
  return `${code} is your ${BRAND} phone confirmation code. Valid ${MINUTES} min. Do not share it.`;
}
