import { type Locale, SITE_NAME } from '@phuket/shared/contract';

// The owner's mail about a staff decision on a listing, in the language the owner last signed
// in with (users.locale). Approving a listing that was already public sends nothing.

export type DecisionMailKind = 'approved' | 'rejected' | 'changes_requested';

interface Mail {
  subject: string;
  text: string;
}

interface DecisionTexts {
  subject: Record<DecisionMailKind, (title: string) => string>;
  body: Record<DecisionMailKind, (title: string) => string>;
  reason: string;
  link: (url: string) => string;
  untitled: string;
}

const TEXTS: Record<Locale, DecisionTexts> = {
  en: {
    subject: {
      approved: (title) => `"${title}" is on the site`,
      rejected: (title) => `"${title}" was not accepted`,
      changes_requested: (title) => `"${title}": a change is needed before it goes on the site`,
    },
    body: {
      approved: (title) =>
        `The site staff approved your listing "${title}". Buyers can find it now.`,
      rejected: (title) =>
        `The site staff did not accept your listing "${title}". It will not be shown on the site.`,
      changes_requested: (title) =>
        `The site staff ask you to change your listing "${title}". It is a draft again: change it and publish it once more.`,
    },
    reason: 'What the staff wrote:',
    link: (url) => `Your listings: ${url}`,
    untitled: 'Untitled listing',
  },
  ru: {
    subject: {
      approved: (title) => `Объявление «${title}» опубликовано`,
      rejected: (title) => `Объявление «${title}» отклонено`,
      changes_requested: (title) => `Объявление «${title}»: нужно внести изменения`,
    },
    body: {
      approved: (title) =>
        `Модераторы сайта одобрили ваше объявление «${title}». Теперь покупатели могут его найти.`,
      rejected: (title) =>
        `Модераторы сайта отклонили ваше объявление «${title}». Оно не будет показано на сайте.`,
      changes_requested: (title) =>
        `Модераторы сайта просят изменить ваше объявление «${title}». Оно снова стало черновиком: исправьте его и опубликуйте ещё раз.`,
    },
    reason: 'Комментарий модератора:',
    link: (url) => `Ваши объявления: ${url}`,
    untitled: 'Объявление без названия',
  },
  th: {
    subject: {
      approved: (title) => `ประกาศ "${title}" เผยแพร่บนเว็บไซต์แล้ว`,
      rejected: (title) => `ประกาศ "${title}" ไม่ได้รับการอนุมัติ`,
      changes_requested: (title) => `ประกาศ "${title}": ต้องแก้ไขก่อนเผยแพร่`,
    },
    body: {
      approved: (title) =>
        `ทีมงานของเว็บไซต์อนุมัติประกาศ "${title}" ของคุณแล้ว ผู้ซื้อสามารถค้นหาได้แล้วตอนนี้`,
      rejected: (title) =>
        `ทีมงานของเว็บไซต์ไม่อนุมัติประกาศ "${title}" ของคุณ ประกาศนี้จะไม่แสดงบนเว็บไซต์`,
      changes_requested: (title) =>
        `ทีมงานของเว็บไซต์ขอให้คุณแก้ไขประกาศ "${title}" ประกาศกลับเป็นฉบับร่างแล้ว กรุณาแก้ไขและเผยแพร่อีกครั้ง`,
    },
    reason: 'ข้อความจากทีมงาน:',
    link: (url) => `ประกาศของคุณ: ${url}`,
    untitled: 'ประกาศที่ไม่มีชื่อ',
  },
  zh: {
    subject: {
      approved: (title) => `“${title}”已在网站上发布`,
      rejected: (title) => `“${title}”未通过审核`,
      changes_requested: (title) => `“${title}”：发布前需要修改`,
    },
    body: {
      approved: (title) => `网站工作人员已批准您的房源“${title}”，买家现在可以找到它。`,
      rejected: (title) => `网站工作人员未批准您的房源“${title}”，它不会在网站上显示。`,
      changes_requested: (title) =>
        `网站工作人员请您修改房源“${title}”。它已退回为草稿：请修改后再次发布。`,
    },
    reason: '工作人员的说明：',
    link: (url) => `我的房源：${url}`,
    untitled: '未命名房源',
  },
};

/** A subject is one line whatever the title holds. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

export function decisionMail(
  kind: DecisionMailKind,
  input: { title: string | null; reason: string | null; listingsUrl: string },
  locale: Locale,
): Mail {
  const texts = TEXTS[locale];
  const title = oneLine(input.title ?? '') || texts.untitled;
  const lines = [texts.body[kind](title)];
  if (input.reason) lines.push('', texts.reason, input.reason);
  lines.push('', texts.link(input.listingsUrl), '', `— ${SITE_NAME}`);
  return { subject: oneLine(texts.subject[kind](title)), text: lines.join('\n') };
}
