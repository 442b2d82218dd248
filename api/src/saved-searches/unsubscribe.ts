import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { savedSearches } from '../db/schema';
import { checkIdToken, signIdToken } from '../http/signed-link';
import { type LinkPage, serveSignedLink } from '../http/link-page';

/** The page (outside /api, for a browser and for mail clients' one-click POST). */
export const UNSUBSCRIBE_PATH = '/saved-searches/unsubscribe';
/** Long enough for a mail read weeks late; a search keeps getting fresh links in new mails. */
export const UNSUBSCRIBE_LINK_DAYS = 90;

const UNSUBSCRIBE_PURPOSE = 'saved-search-unsubscribe';

/** `<search id>.<expiry in epoch seconds>.<HMAC>`: stops one search's mails, until it expires. */
export function unsubscribeToken(secret: string, searchId: number, now: Date): string {
  return signIdToken(secret, UNSUBSCRIBE_PURPOSE, searchId, now, UNSUBSCRIBE_LINK_DAYS);
}

export function unsubscribeLink(publicUrl: string, secret: string, searchId: number, now: Date) {
  return `${publicUrl}${UNSUBSCRIBE_PATH}?token=${unsubscribeToken(secret, searchId, now)}`;
}

const MANAGE = { href: '/profile/saved-searches', text: 'Manage your saved searches' };

function page(title: string, paragraphs: string[], token?: string): LinkPage {
  return {
    lang: 'en',
    title,
    paragraphs,
    ...(token ? { form: { action: UNSUBSCRIBE_PATH, token, button: 'Unsubscribe' } } : {}),
    links: [MANAGE],
  };
}

/**
 * /saved-searches/unsubscribe?token=…: the link of every alert mail and its List-Unsubscribe
 * header. The signed token is the authority, no sign-in. GET only asks (mail scanners open
 * links by GET and must not unsubscribe anyone); POST unsubscribes at once: the page's button,
 * or a mail client's RFC 8058 one-click POST (token in the URL, body
 * "List-Unsubscribe=One-Click"). Unsubscribing deletes the saved search; doing it twice is fine.
 */
export const unsubscribePagePlugin = fp(
  async (app: FastifyInstance) => {
    const refused = (reason: 'invalid' | 'expired') =>
      page(reason === 'expired' ? 'This link has expired' : 'This link is not valid', [
        reason === 'expired'
          ? `Unsubscribe links work for ${UNSUBSCRIBE_LINK_DAYS} days; every new alert brings a fresh one.`
          : 'The link may have been cut short when it was copied.',
        'Sign in to stop or change your alerts from your saved searches.',
      ]);

    const find = async (id: number) => {
      const [row] = await app.db
        .select({ id: savedSearches.id, name: savedSearches.name })
        .from(savedSearches)
        .where(eq(savedSearches.id, id));
      return row;
    };

    const gone = () =>
      page('You are unsubscribed', [
        'This saved search no longer exists, so it sends no more mails.',
      ]);

    await serveSignedLink(app, {
      path: UNSUBSCRIBE_PATH,
      check: (token, now) => checkIdToken(app.config.codeSecret, UNSUBSCRIBE_PURPOSE, token, now),
      refused,
      ask: async (id, token) => {
        const row = await find(id);
        if (!row) return gone();
        return page(
          'Stop these alerts?',
          [`You get mails about new properties for your saved search "${row.name}".`],
          token,
        );
      },
      act: async (id) => {
        const [row] = await app.db
          .delete(savedSearches)
          .where(eq(savedSearches.id, id))
          .returning({ name: savedSearches.name });
        if (!row) return gone();
        return page('You are unsubscribed', [
          `You will get no more mails for your saved search "${row.name}"; it has been deleted.`,
          'You can save a search again at any time from the property search.',
        ]);
      },
    });
  },
  { name: 'saved-search-unsubscribe-page' },
);
