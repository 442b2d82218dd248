import { FEEDBACK_ANSWER_LABELS, type FeedbackAnswer } from '@phuket/shared/contract';

const BRAND = 'WOW Phuket';

/** A subject is one line whatever the title holds. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** To the owner, once: the client has opened the link. */
export function firstOpenMail(input: { title: string; editUrl: string }): {
  subject: string;
  text: string;
} {
  return {
    subject: oneLine(`Your presentation "${input.title}" was opened`),
    text: [
      `Your client has just opened the presentation "${input.title}" for the first time.`,
      '',
      `See its opens and the client's answers: ${input.editUrl}`,
      '',
      `— ${BRAND}`,
    ].join('\n'),
  };
}

/** To the owner, on every answer: which listing, what, and the comment. */
export function feedbackMail(input: {
  title: string;
  listingTitle: string;
  answer: FeedbackAnswer;
  comment: string | null;
  editUrl: string;
}): { subject: string; text: string } {
  const answer = FEEDBACK_ANSWER_LABELS[input.answer];
  return {
    subject: oneLine(`${answer}: your client answered on "${input.title}"`),
    text: [
      `Your client answered "${answer}" on ${input.listingTitle} in the presentation "${input.title}".`,
      ...(input.comment ? ['', 'Comment:', input.comment] : []),
      '',
      `All answers: ${input.editUrl}`,
      '',
      `— ${BRAND}`,
    ].join('\n'),
  };
}
