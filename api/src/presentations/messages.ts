import { type FeedbackAnswer, type Locale, SITE_NAME } from '@phuket/shared/contract';

// The owner's notices, in the language the owner last signed in with (users.locale).

/** A subject is one line whatever the title holds. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

interface Mail {
  subject: string;
  text: string;
}

interface NoticeTexts {
  answers: Record<FeedbackAnswer, string>;
  openedSubject: (title: string) => string;
  opened: (title: string, editUrl: string) => string[];
  answeredSubject: (answer: string, title: string) => string;
  answered: (answer: string, listing: string, title: string) => string;
  comment: string;
  allAnswers: (editUrl: string) => string;
  aListing: string;
  /** Several answers in one mail (one answer keeps `answeredSubject`); `count` is 2 or more. */
  answeredManySubject: (title: string, count: number) => string;
  answeredMany: (title: string) => string;
  /** One answer of several: what, on which listing. */
  answerLine: (answer: string, listing: string) => string;
}

const TEXTS: Record<Locale, NoticeTexts> = {
  en: {
    answers: { like: 'Like', maybe: 'Maybe', no: 'No' },
    openedSubject: (title) => `Your presentation "${title}" was opened`,
    opened: (title, editUrl) => [
      `Your client has just opened the presentation "${title}" for the first time.`,
      '',
      `See its opens and the client's answers: ${editUrl}`,
    ],
    answeredSubject: (answer, title) => `${answer}: your client answered on "${title}"`,
    answered: (answer, listing, title) =>
      `Your client answered "${answer}" on ${listing} in the presentation "${title}".`,
    comment: 'Comment:',
    allAnswers: (editUrl) => `All answers: ${editUrl}`,
    aListing: 'a listing',
    answeredManySubject: (title, count) =>
      `Your client answered on "${title}": ${count} new answers`,
    answeredMany: (title) =>
      `Your client answered on these listings in the presentation "${title}":`,
    answerLine: (answer, listing) => `${answer}: ${listing}`,
  },
  ru: {
    answers: { like: 'Нравится', maybe: 'Возможно', no: 'Нет' },
    openedSubject: (title) => `Клиент открыл подборку «${title}»`,
    opened: (title, editUrl) => [
      `Ваш клиент впервые открыл подборку «${title}».`,
      '',
      `Просмотры и ответы клиента: ${editUrl}`,
    ],
    answeredSubject: (answer, title) => `${answer}: ответ клиента по подборке «${title}»`,
    answered: (answer, listing, title) =>
      `Ваш клиент ответил «${answer}»: ${listing}, подборка «${title}».`,
    comment: 'Комментарий:',
    allAnswers: (editUrl) => `Все ответы: ${editUrl}`,
    aListing: 'объект',
    // «новых: N» reads right for every N: no plural forms to choose.
    answeredManySubject: (title, count) =>
      `Ответы клиента по подборке «${title}» (новых: ${count})`,
    answeredMany: (title) => `Ваш клиент ответил по объектам подборки «${title}»:`,
    answerLine: (answer, listing) => `«${answer}» — ${listing}`,
  },
  th: {
    answers: { like: 'ชอบ', maybe: 'อาจจะ', no: 'ไม่สนใจ' },
    openedSubject: (title) => `ลูกค้าเปิดงานนำเสนอ "${title}" แล้ว`,
    opened: (title, editUrl) => [
      `ลูกค้าของคุณเพิ่งเปิดงานนำเสนอ "${title}" เป็นครั้งแรก`,
      '',
      `ดูการเปิดชมและคำตอบของลูกค้า: ${editUrl}`,
    ],
    answeredSubject: (answer, title) => `${answer}: ลูกค้าตอบในงานนำเสนอ "${title}"`,
    answered: (answer, listing, title) =>
      `ลูกค้าของคุณตอบว่า "${answer}" สำหรับ ${listing} ในงานนำเสนอ "${title}"`,
    comment: 'ความคิดเห็น:',
    allAnswers: (editUrl) => `คำตอบทั้งหมด: ${editUrl}`,
    aListing: 'ประกาศหนึ่งรายการ',
    answeredManySubject: (title, count) =>
      `ลูกค้าตอบในงานนำเสนอ "${title}": คำตอบใหม่ ${count} รายการ`,
    answeredMany: (title) => `ลูกค้าของคุณตอบเกี่ยวกับประกาศในงานนำเสนอ "${title}" ดังนี้`,
    answerLine: (answer, listing) => `"${answer}" สำหรับ ${listing}`,
  },
  zh: {
    answers: { like: '喜欢', maybe: '考虑中', no: '不感兴趣' },
    openedSubject: (title) => `您的房源推荐“${title}”已被打开`,
    opened: (title, editUrl) => [
      `您的客户刚刚首次打开了房源推荐“${title}”。`,
      '',
      `查看打开记录和客户的回复：${editUrl}`,
    ],
    answeredSubject: (answer, title) => `${answer}：客户回复了“${title}”`,
    answered: (answer, listing, title) =>
      `您的客户对房源推荐“${title}”中的 ${listing} 回复了“${answer}”。`,
    comment: '留言：',
    allAnswers: (editUrl) => `全部回复：${editUrl}`,
    aListing: '一个房源',
    answeredManySubject: (title, count) => `客户回复了“${title}”：${count} 条新回复`,
    answeredMany: (title) => `您的客户对房源推荐“${title}”中的房源回复如下：`,
    answerLine: (answer, listing) => `${listing}：“${answer}”`,
  },
};

/** To the owner, once: the client has opened the link. */
export function firstOpenMail(input: { title: string; editUrl: string }, locale: Locale): Mail {
  const texts = TEXTS[locale];
  return {
    subject: oneLine(texts.openedSubject(input.title)),
    text: [...texts.opened(input.title, input.editUrl), '', `— ${SITE_NAME}`].join('\n'),
  };
}

/** To the owner about one answer: which listing, what, and the comment. */
export function feedbackMail(
  input: {
    title: string;
    /** null: the listing is gone. */
    listingTitle: string | null;
    answer: FeedbackAnswer;
    comment: string | null;
    editUrl: string;
  },
  locale: Locale,
): Mail {
  const texts = TEXTS[locale];
  const answer = texts.answers[input.answer];
  return {
    subject: oneLine(texts.answeredSubject(answer, input.title)),
    text: [
      texts.answered(answer, input.listingTitle ?? texts.aListing, input.title),
      ...(input.comment ? ['', texts.comment, input.comment] : []),
      '',
      texts.allAnswers(input.editUrl),
      '',
      `— ${SITE_NAME}`,
    ].join('\n'),
  };
}

export interface FeedbackEntry {
  /** null: the listing is gone. */
  listingTitle: string | null;
  answer: FeedbackAnswer;
  comment: string | null;
}

/** `label` then `text`, with a space unless the label ends with a full-width colon (zh). */
const labelled = (label: string, text: string) =>
  `${label}${label.endsWith('：') ? '' : ' '}${text}`;

/**
 * To the owner, at most once per client device and presentation every 10 minutes: every
 * answer the client gave since, in order. One answer is the one-answer mail as it always was.
 */
export function feedbackDigestMail(
  input: {
    title: string;
    editUrl: string;
    answers: readonly [FeedbackEntry, ...FeedbackEntry[]];
  },
  locale: Locale,
): Mail {
  const { answers } = input;
  if (answers.length === 1) {
    return feedbackMail({ ...answers[0], title: input.title, editUrl: input.editUrl }, locale);
  }
  const texts = TEXTS[locale];
  const lines = answers.flatMap((entry, index) => {
    const number = `${index + 1}. `;
    const indent = ' '.repeat(number.length);
    const line = texts.answerLine(
      texts.answers[entry.answer],
      entry.listingTitle ?? texts.aListing,
    );
    const comment = entry.comment
      ? labelled(texts.comment, entry.comment)
          .split(/\r\n|\r|\n/)
          .map((part) => indent + part)
      : [];
    return [number + line, ...comment];
  });
  return {
    subject: oneLine(texts.answeredManySubject(input.title, answers.length)),
    text: [
      texts.answeredMany(input.title),
      '',
      ...lines,
      '',
      texts.allAnswers(input.editUrl),
      '',
      `— ${SITE_NAME}`,
    ].join('\n'),
  };
}
