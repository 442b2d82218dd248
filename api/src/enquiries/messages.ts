import {
  PREFERRED_CONTACT_BY,
  PREFERRED_CONTACT_LABELS,
  DEFAULT_LOCALE,
  lineUrl,
  whatsappUrl,
  type Locale,
  type PreferredContact,
  SITE_NAME,
} from '@phuket/shared/contract';
import { displayPhone } from '../account/contact-routes';

export interface EnquiryMailInput {
  title: string;
  pageUrl: string;
  name: string;
  email: string;
  phone: string | null;
  message: string;
  preferredContact: PreferredContact;
  /** With preferredContact 'line'. */
  lineId: string | null;
}

interface EnquiryTexts {
  /** The contact ways as a label ("Phone") and inside "you will be contacted by …". */
  labels: Record<PreferredContact, string>;
  by: Record<PreferredContact, string>;
  lineId: (id: string) => string;
  newSubject: (title: string, name: string) => string;
  sent: (name: string, title: string, url: string) => string;
  email: string;
  phone: string;
  notGiven: string;
  preferred: string;
  allEnquiries: (url: string) => string;
  yoursSubject: (title: string) => string;
  hello: (name: string) => string;
  thanks: (title: string, url: string, by: string) => string;
  yourMessage: string;
  notYou: string;
}

const TEXTS: Record<Locale, EnquiryTexts> = {
  en: {
    labels: PREFERRED_CONTACT_LABELS,
    by: PREFERRED_CONTACT_BY,
    lineId: (id) => `LINE ID ${id}`,
    newSubject: (title, name) => `New enquiry about ${title} from ${name}`,
    sent: (name, title, url) => `${name} sent an enquiry about ${title} (${url}).`,
    email: 'Email',
    phone: 'Phone',
    notGiven: 'not given',
    preferred: 'Preferred contact',
    allEnquiries: (url) => `All your enquiries, to mark them replied or closed: ${url}`,
    yoursSubject: (title) => `Your enquiry about ${title}`,
    hello: (name) => `Hello ${name},`,
    thanks: (title, url, by) =>
      `Thank you for your enquiry about ${title} (${url}). It has been passed on, and you will be contacted by ${by}.`,
    yourMessage: 'Your message:',
    notYou: `If you did not send this, ignore this email. — ${SITE_NAME}`,
  },
  ru: {
    labels: {
      chat: 'WhatsApp или LINE',
      whatsapp: 'WhatsApp',
      line: 'LINE',
      phone: 'Телефон',
      email: 'Email',
    },
    by: {
      chat: 'в WhatsApp или LINE',
      whatsapp: 'в WhatsApp',
      line: 'в LINE',
      phone: 'по телефону',
      email: 'по email',
    },
    lineId: (id) => `LINE ID ${id}`,
    newSubject: (title, name) => `Новая заявка по объекту ${title} от ${name}`,
    sent: (name, title, url) => `${name} отправил(а) заявку по объекту ${title} (${url}).`,
    email: 'Email',
    phone: 'Телефон',
    notGiven: 'не указан',
    preferred: 'Предпочтительная связь',
    allEnquiries: (url) => `Все ваши заявки — отметить как отвеченные или закрытые: ${url}`,
    yoursSubject: (title) => `Ваша заявка по объекту ${title}`,
    hello: (name) => `Здравствуйте, ${name}!`,
    thanks: (title, url, by) =>
      `Спасибо за заявку по объекту ${title} (${url}). Мы передали её, с вами свяжутся ${by}.`,
    yourMessage: 'Ваше сообщение:',
    notYou: `Если вы не отправляли эту заявку, проигнорируйте письмо. — ${SITE_NAME}`,
  },
  th: {
    labels: {
      chat: 'WhatsApp หรือ LINE',
      whatsapp: 'WhatsApp',
      line: 'LINE',
      phone: 'โทรศัพท์',
      email: 'อีเมล',
    },
    by: {
      chat: 'WhatsApp หรือ LINE',
      whatsapp: 'WhatsApp',
      line: 'LINE',
      phone: 'โทรศัพท์',
      email: 'อีเมล',
    },
    lineId: (id) => `LINE ID ${id}`,
    newSubject: (title, name) => `คำสอบถามใหม่เกี่ยวกับ ${title} จาก ${name}`,
    sent: (name, title, url) => `${name} ส่งคำสอบถามเกี่ยวกับ ${title} (${url})`,
    email: 'อีเมล',
    phone: 'โทรศัพท์',
    notGiven: 'ไม่ได้ระบุ',
    preferred: 'ช่องทางติดต่อที่สะดวก',
    allEnquiries: (url) => `คำสอบถามทั้งหมดของคุณ เพื่อทำเครื่องหมายว่าตอบแล้วหรือปิดแล้ว: ${url}`,
    yoursSubject: (title) => `คำสอบถามของคุณเกี่ยวกับ ${title}`,
    hello: (name) => `สวัสดีคุณ ${name}`,
    thanks: (title, url, by) =>
      `ขอบคุณสำหรับคำสอบถามเกี่ยวกับ ${title} (${url}) เราได้ส่งต่อแล้ว และจะมีผู้ติดต่อคุณทาง ${by}`,
    yourMessage: 'ข้อความของคุณ:',
    notYou: `หากคุณไม่ได้ส่งคำสอบถามนี้ โปรดเพิกเฉยต่ออีเมลนี้ — ${SITE_NAME}`,
  },
  zh: {
    labels: {
      chat: 'WhatsApp 或 LINE',
      whatsapp: 'WhatsApp',
      line: 'LINE',
      phone: '电话',
      email: '邮件',
    },
    by: {
      chat: 'WhatsApp 或 LINE',
      whatsapp: 'WhatsApp',
      line: 'LINE',
      phone: '电话',
      email: '邮件',
    },
    lineId: (id) => `LINE ID ${id}`,
    newSubject: (title, name) => `${name} 对 ${title} 发来新咨询`,
    sent: (name, title, url) => `${name} 咨询了 ${title}（${url}）。`,
    email: '邮箱',
    phone: '电话',
    notGiven: '未提供',
    preferred: '首选联系方式',
    allEnquiries: (url) => `您的全部咨询（可标记为已回复或已关闭）：${url}`,
    yoursSubject: (title) => `您对 ${title} 的咨询`,
    hello: (name) => `${name}，您好：`,
    thanks: (title, url, by) =>
      `感谢您咨询 ${title}（${url}）。您的咨询已转交，对方将通过${by}与您联系。`,
    yourMessage: '您的留言：',
    notYou: `如果这不是您发送的，请忽略此邮件。— ${SITE_NAME}`,
  },
};

/**
 * "WhatsApp: https://wa.me/66812345678" or "LINE (LINE ID john.doe): https://line.me/ti/p/~john.doe":
 * the app to answer on and the link that opens the chat, where there is one.
 */
export function preferredContactText(
  input: Pick<EnquiryMailInput, 'preferredContact' | 'phone' | 'lineId'>,
  locale: Locale = DEFAULT_LOCALE,
): string {
  const texts = TEXTS[locale];
  const label = texts.labels[input.preferredContact];
  if (input.preferredContact === 'line' && input.lineId) {
    return `${label} (${texts.lineId(input.lineId)}): ${lineUrl(input.lineId)}`;
  }
  const chat =
    input.preferredContact === 'whatsapp' && input.phone ? whatsappUrl(input.phone) : null;
  return chat ? `${label}: ${chat}` : label;
}

/** A subject is one line whatever the title holds. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** To the agent or developer, in their language: everything needed to answer without the site. */
export function recipientMail(
  input: EnquiryMailInput,
  /** The recipient's Enquiries page; null for the company's mailbox, which has none. */
  enquiriesUrl: string | null,
  locale: Locale = DEFAULT_LOCALE,
): { subject: string; text: string } {
  const texts = TEXTS[locale];
  return {
    subject: oneLine(texts.newSubject(input.title, input.name)),
    text: [
      texts.sent(input.name, input.title, input.pageUrl),
      '',
      `${texts.email}: ${input.email}`,
      `${texts.phone}: ${input.phone === null ? texts.notGiven : displayPhone(input.phone)}`,
      `${texts.preferred}: ${preferredContactText(input, locale)}`,
      '',
      input.message,
      ...(enquiriesUrl === null ? [] : ['', texts.allEnquiries(enquiriesUrl)]),
    ].join('\n'),
  };
}

/** To the visitor, in the page's language: proof it went out, and a copy of what they wrote. */
export function visitorMail(
  input: EnquiryMailInput,
  locale: Locale = DEFAULT_LOCALE,
): { subject: string; text: string } {
  const texts = TEXTS[locale];
  const by = `${texts.by[input.preferredContact]}${
    input.preferredContact === 'line' && input.lineId ? ` (${texts.lineId(input.lineId)})` : ''
  }`;
  return {
    subject: oneLine(texts.yoursSubject(input.title)),
    text: [
      texts.hello(input.name),
      '',
      texts.thanks(input.title, input.pageUrl, by),
      '',
      texts.yourMessage,
      input.message,
      '',
      texts.notYou,
    ].join('\n'),
  };
}
