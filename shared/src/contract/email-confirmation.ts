// A new account confirms its email before anything it writes reaches the public or other
// people: publishing a listing, a developer or a project, creating a presentation link, or
// sending an enquiry in its own name. It can sign in and draft before that.

/** The 403 answer's message, shown (translated by its English) by every area that can meet it. */
export const EMAIL_NOT_CONFIRMED =
  'Confirm your email address first: enter the 6-digit code we sent to it on your profile page, or ask for a new code there.';
