import { LANGUAGE_TAGS, type Locale } from '@phuket/shared/contract';

/*
 * The words of the listing-freshness mails and of the page their link opens, in the owner's
 * language (their account's). English is as it always was.
 */

/** A day as the owner's language writes it, on Phuket's calendar day. */
export function dayIn(locale: Locale, date: Date): string {
  return new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : LANGUAGE_TAGS[locale], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Bangkok',
  }).format(date);
}

const RU_DAY_FORMS: Record<string, string> = {
  one: 'день',
  few: 'дня',
  many: 'дней',
  other: 'дня',
};
/** '1 день', '3 дня', '30 дней'. */
function ruDays(count: number): string {
  return `${count} ${RU_DAY_FORMS[new Intl.PluralRules('ru').select(count)] ?? 'дней'}`;
}

export interface FreshnessTexts {
  hello: (name: string) => string;
  /** A listing without a title. */
  untitled: (id: number) => string;
  linkWorks: (days: number) => string;
  expiredSubject: (title: string) => string;
  expiredBody: (title: string, days: number) => string;
  expiredAsk: string;
  expiredOrMyListings: string;
  reminderSubject: (title: string) => string;
  reminderBody: (title: string, day: string) => string;
  reminderAsk: string;
  reminderOrMyListings: string;
  // The page the link opens.
  myListings: string;
  askTitle: string;
  askPublished: (days: number) => string;
  askArchived: (days: number) => string;
  soldOrLet: string;
  edit: string;
  confirmButton: string;
  doneTitle: string;
  done: (title: string, day: string) => string;
  donePublished: (days: number) => string;
  doneArchived: (days: number) => string;
  see: string;
  notFoundTitle: string;
  notFound: string;
  cannotTitle: string;
  cannot: string;
  retryTitle: string;
  retry: string;
}

export const FRESHNESS_TEXTS: Record<Locale, FreshnessTexts> = {
  en: {
    hello: (name) => `Hello ${name},`,
    untitled: (id) => `Listing ${id}`,
    linkWorks: (days) => `The link works for ${days} days.`,
    expiredSubject: (title) => `"${title}" has left the search: is it still available?`,
    expiredBody: (title, days) =>
      `Your listing "${title}" was last confirmed available ${days} days ago or more, so it no longer shows in the search.`,
    expiredAsk:
      'If it is still available, confirm it with one click and it goes back into the search:',
    expiredOrMyListings: 'You can also confirm it from My listings at any time.',
    reminderSubject: (title) => `Is "${title}" still available?`,
    reminderBody: (title, day) =>
      `Your listing "${title}" leaves the search on ${day} unless you confirm it is still available.`,
    reminderAsk: 'Confirm it with one click:',
    reminderOrMyListings: 'You can also confirm it from My listings.',
    myListings: 'Go to My listings',
    askTitle: 'Is this listing still available?',
    askPublished: (days) => `Confirm it to keep it in the search for ${days} more days.`,
    askArchived: (days) =>
      `It left the search for want of a confirmation. Confirm it to put it back for ${days} days.`,
    soldOrLet: 'If it is sold or let, leave it: sign in and mark it so from My listings.',
    edit: 'Edit the listing',
    confirmButton: 'Yes, it is still available',
    doneTitle: 'Thank you: confirmed available',
    done: (title, day) => `"${title}" is confirmed available on ${day}.`,
    donePublished: (days) => `It stays in the search for ${days} more days.`,
    doneArchived: (days) => `It is back in the search for ${days} days.`,
    see: 'See the listing',
    notFoundTitle: 'Listing not found',
    notFound: 'This listing no longer exists.',
    cannotTitle: 'This listing cannot be confirmed',
    cannot:
      'Only a published listing, or one that left the search for want of a confirmation, can be confirmed available.',
    retryTitle: 'Please try again',
    retry: 'The listing was being changed. Open the link again.',
  },
  ru: {
    hello: (name) => `Здравствуйте, ${name}!`,
    untitled: (id) => `Объявление ${id}`,
    linkWorks: (days) => `Ссылка действует ${ruDays(days)}.`,
    expiredSubject: (title) => `«${title}» снято с поиска: объект ещё доступен?`,
    expiredBody: (title, days) =>
      `Доступность объявления «${title}» последний раз подтверждалась ${ruDays(days)} назад или ранее, поэтому оно больше не показывается в поиске.`,
    expiredAsk: 'Если объект ещё доступен, подтвердите это одним нажатием, и он вернётся в поиск:',
    expiredOrMyListings: 'Подтвердить можно и в разделе «Мои объявления» в любое время.',
    reminderSubject: (title) => `«${title}» ещё доступен?`,
    reminderBody: (title, day) =>
      `Объявление «${title}» будет снято с поиска ${day}, если вы не подтвердите, что объект ещё доступен.`,
    reminderAsk: 'Подтвердите одним нажатием:',
    reminderOrMyListings: 'Подтвердить можно и в разделе «Мои объявления».',
    myListings: 'Перейти в «Мои объявления»',
    askTitle: 'Объект ещё доступен?',
    askPublished: (days) => `Подтвердите, и объявление останется в поиске ещё на ${ruDays(days)}.`,
    askArchived: (days) =>
      `Объявление снято с поиска, потому что доступность не была подтверждена. Подтвердите, и оно вернётся в поиск на ${ruDays(days)}.`,
    soldOrLet:
      'Если объект продан или сдан, не подтверждайте: войдите и отметьте это в разделе «Мои объявления».',
    edit: 'Редактировать объявление',
    confirmButton: 'Да, объект ещё доступен',
    doneTitle: 'Спасибо: доступность подтверждена',
    done: (title, day) => `Доступность «${title}» подтверждена ${day}.`,
    donePublished: (days) => `Объявление останется в поиске ещё на ${ruDays(days)}.`,
    doneArchived: (days) => `Объявление снова в поиске на ${ruDays(days)}.`,
    see: 'Посмотреть объявление',
    notFoundTitle: 'Объявление не найдено',
    notFound: 'Этого объявления больше нет.',
    cannotTitle: 'Это объявление нельзя подтвердить',
    cannot:
      'Подтвердить доступность можно только у опубликованного объявления или у снятого с поиска из-за отсутствия подтверждения.',
    retryTitle: 'Попробуйте ещё раз',
    retry: 'Объявление в этот момент изменялось. Откройте ссылку снова.',
  },
  th: {
    hello: (name) => `เรียน คุณ${name}`,
    untitled: (id) => `ประกาศ ${id}`,
    linkWorks: (days) => `ลิงก์นี้ใช้ได้ ${days} วัน`,
    expiredSubject: (title) => `"${title}" ถูกนำออกจากการค้นหาแล้ว ยังว่างอยู่หรือไม่?`,
    expiredBody: (title, days) =>
      `ประกาศ "${title}" ของคุณได้รับการยืนยันว่ายังว่างครั้งล่าสุดเมื่อ ${days} วันก่อนหรือนานกว่านั้น จึงไม่แสดงในการค้นหาอีกต่อไป`,
    expiredAsk: 'หากยังว่างอยู่ ยืนยันได้ในคลิกเดียว แล้วประกาศจะกลับเข้าสู่การค้นหา:',
    expiredOrMyListings: 'คุณยังยืนยันได้ทุกเมื่อจากหน้าประกาศของฉัน',
    reminderSubject: (title) => `"${title}" ยังว่างอยู่หรือไม่?`,
    reminderBody: (title, day) =>
      `ประกาศ "${title}" ของคุณจะถูกนำออกจากการค้นหาในวันที่ ${day} หากคุณไม่ยืนยันว่ายังว่างอยู่`,
    reminderAsk: 'ยืนยันได้ในคลิกเดียว:',
    reminderOrMyListings: 'คุณยังยืนยันได้จากหน้าประกาศของฉัน',
    myListings: 'ไปที่ประกาศของฉัน',
    askTitle: 'ประกาศนี้ยังว่างอยู่หรือไม่?',
    askPublished: (days) => `ยืนยันเพื่อให้ประกาศอยู่ในการค้นหาต่ออีก ${days} วัน`,
    askArchived: (days) =>
      `ประกาศถูกนำออกจากการค้นหาเพราะไม่ได้รับการยืนยัน ยืนยันเพื่อนำกลับเข้าสู่การค้นหา ${days} วัน`,
    soldOrLet:
      'หากขายหรือให้เช่าไปแล้ว ไม่ต้องยืนยัน: เข้าสู่ระบบแล้วทำเครื่องหมายในหน้าประกาศของฉัน',
    edit: 'แก้ไขประกาศ',
    confirmButton: 'ใช่ ยังว่างอยู่',
    doneTitle: 'ขอบคุณ ยืนยันแล้วว่ายังว่าง',
    done: (title, day) => `"${title}" ได้รับการยืนยันว่ายังว่าง ณ วันที่ ${day}`,
    donePublished: (days) => `ประกาศจะอยู่ในการค้นหาต่ออีก ${days} วัน`,
    doneArchived: (days) => `ประกาศกลับเข้าสู่การค้นหาแล้วเป็นเวลา ${days} วัน`,
    see: 'ดูประกาศ',
    notFoundTitle: 'ไม่พบประกาศ',
    notFound: 'ประกาศนี้ไม่มีอยู่แล้ว',
    cannotTitle: 'ไม่สามารถยืนยันประกาศนี้ได้',
    cannot:
      'ยืนยันได้เฉพาะประกาศที่เผยแพร่อยู่ หรือประกาศที่ถูกนำออกจากการค้นหาเพราะไม่ได้รับการยืนยัน',
    retryTitle: 'โปรดลองอีกครั้ง',
    retry: 'ประกาศกำลังถูกแก้ไขอยู่ในขณะนั้น โปรดเปิดลิงก์อีกครั้ง',
  },
  zh: {
    hello: (name) => `${name}，您好：`,
    untitled: (id) => `房源 ${id}`,
    linkWorks: (days) => `该链接 ${days} 天内有效。`,
    expiredSubject: (title) => `“${title}”已从搜索中下架：是否仍可出售或出租？`,
    expiredBody: (title, days) =>
      `您的房源“${title}”最近一次确认可用已是 ${days} 天或更早之前，因此不再显示在搜索结果中。`,
    expiredAsk: '如果仍然可用，一键确认即可重新出现在搜索中：',
    expiredOrMyListings: '您也可以随时在“我的房源”中确认。',
    reminderSubject: (title) => `“${title}”是否仍然可用？`,
    reminderBody: (title, day) =>
      `除非您确认仍然可用，您的房源“${title}”将于 ${day} 从搜索中下架。`,
    reminderAsk: '一键确认：',
    reminderOrMyListings: '您也可以在“我的房源”中确认。',
    myListings: '前往“我的房源”',
    askTitle: '该房源是否仍然可用？',
    askPublished: (days) => `确认后，房源将在搜索中再保留 ${days} 天。`,
    askArchived: (days) => `该房源因未确认而从搜索中下架。确认后将重新上架 ${days} 天。`,
    soldOrLet: '如果已售出或已出租，请勿确认：登录后在“我的房源”中标记。',
    edit: '编辑房源',
    confirmButton: '是的，仍然可用',
    doneTitle: '谢谢：已确认可用',
    done: (title, day) => `“${title}”已于 ${day} 确认可用。`,
    donePublished: (days) => `它将在搜索中再保留 ${days} 天。`,
    doneArchived: (days) => `它已重新上架，为期 ${days} 天。`,
    see: '查看房源',
    notFoundTitle: '未找到房源',
    notFound: '该房源已不存在。',
    cannotTitle: '该房源无法确认',
    cannot: '只有已发布的房源，或因未确认而下架的房源，才能确认可用。',
    retryTitle: '请重试',
    retry: '该房源当时正在被修改。请再次打开链接。',
  },
};
