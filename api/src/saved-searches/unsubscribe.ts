import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { savedSearches } from '../db/schema';
import { acceptFormBodies } from '../http/form-body';
import { checkIdToken, signIdToken } from '../http/signed-link';
import {
  htmlResponses,
  type LinkPage,
  sendLinkPage,
  TokenBody,
  TokenQuery,
} from '../http/link-page';

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

export type UnsubscribeCheck =
  | { ok: true; searchId: number }
  | { ok: false; reason: 'invalid' | 'expired' };

export function checkUnsubscribeToken(secret: string, token: string, now: Date): UnsubscribeCheck {
  const check = checkIdToken(secret, UNSUBSCRIBE_PURPOSE, token, now);
  return check.ok ? { ok: true, searchId: check.id } : check;
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
    const send = sendLinkPage;

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

    app
      .withTypeProvider<TypeBoxTypeProvider>()
      .get(
        UNSUBSCRIBE_PATH,
        { schema: { hide: true, querystring: TokenQuery, response: htmlResponses } },
        async (request, reply) => {
          const token = request.query.token ?? '';
          const check = checkUnsubscribeToken(app.config.codeSecret, token, app.now());
          if (!check.ok) return send(reply, 400, refused(check.reason));
          const row = await find(check.searchId);
          if (!row) return send(reply, 200, gone());
          return send(
            reply,
            200,
            page(
              'Stop these alerts?',
              [`You get mails about new properties for your saved search "${row.name}".`],
              token,
            ),
          );
        },
      );

    // The form's body is urlencoded: its parser stays in this scope.
    await app.register(async (scope) => {
      acceptFormBodies(scope);
      scope.withTypeProvider<TypeBoxTypeProvider>().post(
        UNSUBSCRIBE_PATH,
        {
          schema: {
            hide: true,
            querystring: TokenQuery,
            body: TokenBody,
            response: htmlResponses,
          },
        },
        async (request, reply) => {
          // The page's form sends it in the body; a mail client's one-click POST in the URL.
          const token = request.body?.token ?? request.query.token ?? '';
          const check = checkUnsubscribeToken(app.config.codeSecret, token, app.now());
          if (!check.ok) return send(reply, 400, refused(check.reason));
          const [row] = await app.db
            .delete(savedSearches)
            .where(eq(savedSearches.id, check.searchId))
            .returning({ name: savedSearches.name });
          if (!row) return send(reply, 200, gone());
          return send(
            reply,
            200,
            page('You are unsubscribed', [
              `You will get no more mails for your saved search "${row.name}"; it has been deleted.`,
              'You can save a search again at any time from the property search.',
            ]),
          );
        },
      );
    });
  },
  { name: 'saved-search-unsubscribe-page' },
);
