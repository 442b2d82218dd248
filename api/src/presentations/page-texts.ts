import { LANGUAGE_TAGS, type Locale } from '@phuket/shared/contract';

// The head of a presentation's page (what a chat app's link preview shows before any script
// runs) in the language of its address: the client's, as the owner chose it. The page's own
// words are the presentations area's catalogs (mfe-presentations/src/locales).

interface PresentationPageTexts {
  /** The preview's description when the owner wrote no intro. */
  selection: (count: number) => string;
  goneTitle: string;
  goneDescription: string;
}

const plural = (locale: Locale, count: number) =>
  new Intl.PluralRules(LANGUAGE_TAGS[locale]).select(count);

export const PRESENTATION_PAGE_TEXTS: Record<Locale, PresentationPageTexts> = {
  en: {
    selection: (count) =>
      `A selection of ${count} ${plural('en', count) === 'one' ? 'property' : 'properties'} in Phuket.`,
    goneTitle: 'Presentation no longer available',
    goneDescription:
      'This link has expired or was withdrawn. Ask the sender for an updated selection.',
  },
  ru: {
    selection: (count) => {
      const form = plural('ru', count);
      const noun = form === 'one' ? 'объект' : form === 'few' ? 'объекта' : 'объектов';
      return `Подборка: ${count} ${noun} на Пхукете.`;
    },
    goneTitle: 'Подборка больше недоступна',
    goneDescription:
      'Срок действия ссылки истёк, или её отозвали. Попросите отправителя прислать новую подборку.',
  },
  th: {
    selection: (count) => `คัดสรรอสังหาริมทรัพย์ ${count} รายการในภูเก็ต`,
    goneTitle: 'งานนำเสนอนี้ไม่พร้อมใช้งานแล้ว',
    goneDescription: 'ลิงก์นี้หมดอายุหรือถูกยกเลิกแล้ว โปรดขอรายการที่อัปเดตจากผู้ส่ง',
  },
  zh: {
    selection: (count) => `为您精选的 ${count} 套普吉岛房产。`,
    goneTitle: '该推介已失效',
    goneDescription: '此链接已过期或已被撤回，请向发送人索取最新的房源推介。',
  },
};
