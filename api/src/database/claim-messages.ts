import { type DeveloperClaimKind, type Locale, SITE_NAME } from '@phuket/shared/contract';

// The account's mail about a staff decision on its company claim or same-name publication, in
// the language the account last signed in with (users.locale), as the listing decisions' mails.

export type ClaimMailKind = `${DeveloperClaimKind}_${'approved' | 'rejected'}`;

interface Mail {
  subject: string;
  text: string;
}

interface ClaimTexts {
  subject: Record<ClaimMailKind, (title: string) => string>;
  body: Record<ClaimMailKind, (title: string) => string>;
  reason: string;
  link: (url: string) => string;
}

const TEXTS: Record<Locale, ClaimTexts> = {
  en: {
    subject: {
      claim_approved: (title) => `You now manage "${title}"`,
      claim_rejected: (title) => `Your claim of "${title}" was not accepted`,
      same_name_approved: (title) => `"${title}" is on the site`,
      same_name_rejected: (title) => `"${title}" was not published`,
    },
    body: {
      claim_approved: (title) =>
        `The site staff approved your claim: you manage the developer company "${title}" from now on, with its projects.`,
      claim_rejected: (title) =>
        `The site staff did not accept your claim of the developer company "${title}".`,
      same_name_approved: (title) =>
        `The site staff approved your developer company "${title}". It is on the site now.`,
      same_name_rejected: (title) =>
        `The site staff did not publish your developer company "${title}": another company of the same name is on the site. It is a draft again.`,
    },
    reason: 'What the staff wrote:',
    link: (url) => `Your developers: ${url}`,
  },
  ru: {
    subject: {
      claim_approved: (title) => `Теперь вы управляете компанией «${title}»`,
      claim_rejected: (title) => `Заявка на компанию «${title}» отклонена`,
      same_name_approved: (title) => `Компания «${title}» опубликована`,
      same_name_rejected: (title) => `Компания «${title}» не опубликована`,
    },
    body: {
      claim_approved: (title) =>
        `Модераторы сайта одобрили вашу заявку: теперь вы управляете компанией-застройщиком «${title}» и её проектами.`,
      claim_rejected: (title) =>
        `Модераторы сайта отклонили вашу заявку на компанию-застройщика «${title}».`,
      same_name_approved: (title) =>
        `Модераторы сайта одобрили вашу компанию-застройщика «${title}». Теперь она на сайте.`,
      same_name_rejected: (title) =>
        `Модераторы сайта не опубликовали вашу компанию-застройщика «${title}»: на сайте уже есть компания с таким названием. Она снова стала черновиком.`,
    },
    reason: 'Комментарий модератора:',
    link: (url) => `Ваши застройщики: ${url}`,
  },
  th: {
    subject: {
      claim_approved: (title) => `คุณเป็นผู้จัดการ "${title}" แล้ว`,
      claim_rejected: (title) => `คำขออ้างสิทธิ์ "${title}" ไม่ได้รับการอนุมัติ`,
      same_name_approved: (title) => `"${title}" เผยแพร่บนเว็บไซต์แล้ว`,
      same_name_rejected: (title) => `"${title}" ไม่ได้รับการเผยแพร่`,
    },
    body: {
      claim_approved: (title) =>
        `ทีมงานของเว็บไซต์อนุมัติคำขอของคุณแล้ว ตั้งแต่นี้คุณเป็นผู้จัดการบริษัทผู้พัฒนา "${title}" และโครงการของบริษัท`,
      claim_rejected: (title) =>
        `ทีมงานของเว็บไซต์ไม่อนุมัติคำขออ้างสิทธิ์บริษัทผู้พัฒนา "${title}" ของคุณ`,
      same_name_approved: (title) =>
        `ทีมงานของเว็บไซต์อนุมัติบริษัทผู้พัฒนา "${title}" ของคุณแล้ว ขณะนี้แสดงบนเว็บไซต์`,
      same_name_rejected: (title) =>
        `ทีมงานของเว็บไซต์ไม่เผยแพร่บริษัทผู้พัฒนา "${title}" ของคุณ เนื่องจากมีบริษัทชื่อเดียวกันอยู่บนเว็บไซต์แล้ว บริษัทกลับเป็นฉบับร่าง`,
    },
    reason: 'ข้อความจากทีมงาน:',
    link: (url) => `ผู้พัฒนาของคุณ: ${url}`,
  },
  zh: {
    subject: {
      claim_approved: (title) => `您现在管理“${title}”`,
      claim_rejected: (title) => `您对“${title}”的认领未通过`,
      same_name_approved: (title) => `“${title}”已在网站上发布`,
      same_name_rejected: (title) => `“${title}”未发布`,
    },
    body: {
      claim_approved: (title) =>
        `网站工作人员已批准您的认领：从现在起由您管理开发商公司“${title}”及其项目。`,
      claim_rejected: (title) => `网站工作人员未批准您对开发商公司“${title}”的认领。`,
      same_name_approved: (title) => `网站工作人员已批准您的开发商公司“${title}”，它现已在网站上。`,
      same_name_rejected: (title) =>
        `网站工作人员未发布您的开发商公司“${title}”：网站上已有同名公司。它已退回为草稿。`,
    },
    reason: '工作人员的说明：',
    link: (url) => `我的开发商：${url}`,
  },
};

const SUPERSEDED: Record<Locale, string> = {
  en: "Staff approved another account's claim of this company, which manages it now. If the company is yours, write to us from its official address.",
  ru: 'Модераторы одобрили заявку другого аккаунта на эту компанию, теперь он ею управляет. Если компания ваша, напишите нам с её официального адреса.',
  th: 'ทีมงานอนุมัติคำขออ้างสิทธิ์บริษัทนี้ของบัญชีอื่น ซึ่งเป็นผู้จัดการบริษัทในขณะนี้ หากบริษัทนี้เป็นของคุณ โปรดติดต่อเราจากอีเมลทางการของบริษัท',
  zh: '工作人员已批准另一个账户对该公司的认领，现由其管理。如果该公司属于您，请用公司的官方邮箱联系我们。',
};

/** Why a claim was rejected when staff approved another account's claim of the same company. */
export function supersededReason(locale: Locale): string {
  return SUPERSEDED[locale];
}

/** A subject is one line whatever the title holds. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

export function claimMail(
  kind: ClaimMailKind,
  input: { title: string; reason: string | null; listUrl: string },
  locale: Locale,
): Mail {
  const texts = TEXTS[locale];
  const title = oneLine(input.title);
  const lines = [texts.body[kind](title)];
  if (input.reason) lines.push('', texts.reason, input.reason);
  lines.push('', texts.link(input.listUrl), '', `— ${SITE_NAME}`);
  return { subject: oneLine(texts.subject[kind](title)), text: lines.join('\n') };
}
