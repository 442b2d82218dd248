import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { localizePath, type Locale } from '@phuket/shared/contract';
import { mergeNotifications } from '../account/queries';
import { users } from '../db/schema';
import { type LinkPage, serveSignedLink } from '../http/link-page';
import { checkIdToken, signIdToken } from '../http/signed-link';
import { localeOf } from '../users/queries';

/*
 * The price-drop mail's one-click stop (its link and its RFC 8058 List-Unsubscribe header):
 * it turns the account's "Price changes" notification off, as the switch in the profile does.
 */

export const PRICE_DROP_STOP_PATH = '/favourites/price-drops/stop';
const PURPOSE = 'price-drop-stop';
/** A mail read weeks late still works; every new mail brings a fresh link. */
const STOP_LINK_DAYS = 90;

export function priceDropStopLink(publicUrl: string, secret: string, userId: number, now: Date) {
  const token = signIdToken(secret, PURPOSE, userId, now, STOP_LINK_DAYS);
  return `${publicUrl}${PRICE_DROP_STOP_PATH}?token=${token}`;
}

interface StopTexts {
  askTitle: string;
  ask: string;
  button: string;
  doneTitle: string;
  done: string;
  settings: string;
}

const TEXTS: Record<Locale, StopTexts> = {
  en: {
    askTitle: 'Stop price-drop mails?',
    ask: 'You get a mail when a property you saved gets cheaper.',
    button: 'Stop these mails',
    doneTitle: 'Price-drop mails are off',
    done: 'You can turn them on again in your notification settings.',
    settings: 'Notification settings',
  },
  ru: {
    askTitle: 'Отключить письма о снижении цен?',
    ask: 'Вы получаете письмо, когда сохранённый вами объект дешевеет.',
    button: 'Отключить эти письма',
    doneTitle: 'Письма о снижении цен отключены',
    done: 'Их можно снова включить в настройках уведомлений.',
    settings: 'Настройки уведомлений',
  },
  th: {
    askTitle: 'หยุดรับอีเมลแจ้งลดราคาหรือไม่?',
    ask: 'คุณได้รับอีเมลเมื่ออสังหาริมทรัพย์ที่คุณบันทึกไว้ลดราคา',
    button: 'หยุดรับอีเมลนี้',
    doneTitle: 'ปิดอีเมลแจ้งลดราคาแล้ว',
    done: 'คุณเปิดใหม่ได้ทุกเมื่อในการตั้งค่าการแจ้งเตือน',
    settings: 'การตั้งค่าการแจ้งเตือน',
  },
  zh: {
    askTitle: '停止降价邮件？',
    ask: '当您收藏的房源降价时，您会收到邮件。',
    button: '停止此类邮件',
    doneTitle: '降价邮件已关闭',
    done: '您可以随时在通知设置中重新开启。',
    settings: '通知设置',
  },
};

const REFUSED: Record<'invalid' | 'expired', LinkPage> = {
  invalid: {
    lang: 'en',
    title: 'This link is not valid',
    paragraphs: [
      'The link may have been cut short when it was copied.',
      'Sign in to turn price-drop mails off in your notification settings.',
    ],
  },
  expired: {
    lang: 'en',
    title: 'This link has expired',
    paragraphs: [
      `Stop links work for ${STOP_LINK_DAYS} days; every new mail brings a fresh one.`,
      'Sign in to turn price-drop mails off in your notification settings.',
    ],
  },
};

/**
 * GET asks (mail scanners open links by GET and must not change anyone's settings); POST,
 * from the page's button or a mail client's one-click POST, turns the mails off. Twice is fine;
 * a deleted account's link answers that nothing more is sent.
 */
export const priceDropStopPagePlugin = fp(
  async (app: FastifyInstance) => {
    const find = async (id: number) => {
      const [row] = await app.db
        .select({ id: users.id, locale: users.locale })
        .from(users)
        .where(eq(users.id, id));
      return row;
    };
    const settingsLink = (locale: Locale) => ({
      href: `${localizePath(locale, '/profile/edit')}#notifications`,
      text: TEXTS[locale].settings,
    });
    const gone: LinkPage = {
      lang: 'en',
      title: TEXTS.en.doneTitle,
      paragraphs: ['This account no longer exists, so it gets no more mails.'],
    };

    await serveSignedLink(app, {
      path: PRICE_DROP_STOP_PATH,
      check: (token, now) => checkIdToken(app.config.codeSecret, PURPOSE, token, now),
      refused: (reason) => REFUSED[reason],
      ask: async (id, token) => {
        const row = await find(id);
        if (!row) return gone;
        const locale = localeOf(row.locale);
        const texts = TEXTS[locale];
        return {
          lang: locale,
          title: texts.askTitle,
          paragraphs: [texts.ask],
          form: { action: PRICE_DROP_STOP_PATH, token, button: texts.button },
        };
      },
      act: async (id, now) => {
        const row = await find(id);
        if (!row) return gone;
        await mergeNotifications(app.db, row.id, { price_changes: false }, now);
        const locale = localeOf(row.locale);
        const texts = TEXTS[locale];
        return {
          lang: locale,
          title: texts.doneTitle,
          paragraphs: [texts.done],
          links: [settingsLink(locale)],
        };
      },
    });
  },
  { name: 'price-drop-stop-page' },
);
