import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { eq } from 'drizzle-orm';
import {
  DEFAULT_LOCALE,
  LISTING_FRESHNESS_DAYS,
  localizePath,
  type Locale,
} from '@phuket/shared/contract';
import { users } from '../db/schema';
import { localeOf } from '../users/queries';
import { FRESHNESS_TEXTS, dayIn } from './freshness-texts';
import { HttpError } from '../http/errors';
import { acceptFormBodies } from '../http/form-body';
import { type LinkPage, sendLinkPage } from '../http/link-page';
import { CONFIRM_LINK_PATH, canConfirm, checkConfirmToken, confirmAvailability } from './freshness';
import { findListing, type ListingRow } from './queries';

const ConfirmQuery = Type.Object(
  { token: Type.Optional(Type.String({ maxLength: 200 })) },
  // Mail clients and trackers may add their own parameters to a link.
  { additionalProperties: true },
);

function page(
  locale: Locale,
  title: string,
  paragraphs: string[],
  links: { href: string; text: string }[],
  form?: { token: string; button: string },
): LinkPage {
  return {
    lang: locale,
    title,
    paragraphs,
    links,
    ...(form ? { form: { action: CONFIRM_LINK_PATH, ...form } } : {}),
  };
}

/** My listings, under the language's prefix. */
function myListings(locale: Locale) {
  return { href: localizePath(locale, '/listing'), text: FRESHNESS_TEXTS[locale].myListings };
}

/**
 * /listing/confirm-availability?token=…: the link of the freshness mails. The signed,
 * expiring token is the owner's authority, so no sign-in is needed. GET only asks ("Is it
 * still available?") and POST (the page's button, the token in the form) confirms: mail
 * scanners and link previews open links by GET, and must not put a sold listing back in the
 * search. Pages for a browser, without JavaScript, outside /api and its OpenAPI document.
 */
export const confirmPagePlugin = fp(
  async (app: FastifyInstance) => {
    const send = sendLinkPage;

    /** The listing the token names and may confirm, or the page that says why not. */
    const resolve = async (
      token: string,
    ): Promise<{ row: ListingRow; locale: Locale } | { status: number; refusal: LinkPage }> => {
      const check = checkConfirmToken(app.config.codeSecret, token, app.now());
      if (!check.ok) {
        return {
          status: 400,
          // Nothing says whose link it was: English.
          refusal: page(
            DEFAULT_LOCALE,
            check.reason === 'expired' ? 'This link has expired' : 'This link is not valid',
            [
              check.reason === 'expired'
                ? 'Confirmation links work for two weeks.'
                : 'The link may have been cut short when it was copied.',
              'Sign in and confirm the listing from My listings instead.',
            ],
            [myListings(DEFAULT_LOCALE)],
          ),
        };
      }
      const row = await findListing(app.db, check.listingId);
      if (!row) {
        const en = FRESHNESS_TEXTS.en;
        return {
          status: 404,
          refusal: page(
            DEFAULT_LOCALE,
            en.notFoundTitle,
            [en.notFound],
            [myListings(DEFAULT_LOCALE)],
          ),
        };
      }
      const [owner] = await app.db
        .select({ locale: users.locale })
        .from(users)
        .where(eq(users.id, row.userId));
      const locale = localeOf(owner?.locale);
      const texts = FRESHNESS_TEXTS[locale];
      if (!canConfirm(row)) {
        return {
          status: 409,
          refusal: page(locale, texts.cannotTitle, [texts.cannot], [myListings(locale)]),
        };
      }
      return { row, locale };
    };

    const titleOf = (row: ListingRow, locale: Locale) =>
      row.title?.trim() ? row.title : FRESHNESS_TEXTS[locale].untitled(row.id);
    const htmlResponses = {
      200: Type.String(),
      400: Type.String(),
      404: Type.String(),
      409: Type.String(),
    };

    app
      .withTypeProvider<TypeBoxTypeProvider>()
      .get(
        CONFIRM_LINK_PATH,
        { schema: { hide: true, querystring: ConfirmQuery, response: htmlResponses } },
        async (request, reply) => {
          const token = request.query.token ?? '';
          const found = await resolve(token);
          if (!('row' in found)) return send(reply, found.status, found.refusal);
          const { row, locale } = found;
          const texts = FRESHNESS_TEXTS[locale];
          return send(
            reply,
            200,
            page(
              locale,
              texts.askTitle,
              [
                `"${titleOf(row, locale)}"`,
                row.status === 'published'
                  ? texts.askPublished(LISTING_FRESHNESS_DAYS)
                  : texts.askArchived(LISTING_FRESHNESS_DAYS),
                texts.soldOrLet,
              ],
              [
                { href: localizePath(locale, `/listing/create/${row.id}`), text: texts.edit },
                myListings(locale),
              ],
              { token, button: texts.confirmButton },
            ),
          );
        },
      );

    // The form's body is the one urlencoded body this API reads: its parser stays in this scope.
    await app.register(async (scope) => {
      acceptFormBodies(scope);
      scope.withTypeProvider<TypeBoxTypeProvider>().post(
        CONFIRM_LINK_PATH,
        {
          schema: {
            hide: true,
            body: Type.Object(
              { token: Type.String({ maxLength: 200 }) },
              { additionalProperties: true },
            ),
            response: htmlResponses,
          },
        },
        async (request, reply) => {
          const found = await resolve(request.body.token);
          if (!('row' in found)) return send(reply, found.status, found.refusal);
          const { row, locale } = found;
          const texts = FRESHNESS_TEXTS[locale];
          let saved;
          try {
            saved = await confirmAvailability(app, row, row.version);
          } catch (err) {
            // Written by the owner at this very moment: the listing is theirs to look at.
            if (err instanceof HttpError && err.statusCode === 409) {
              return send(
                reply,
                409,
                page(locale, texts.retryTitle, [texts.retry], [myListings(locale)]),
              );
            }
            throw err;
          }
          return send(
            reply,
            200,
            page(
              locale,
              texts.doneTitle,
              [
                texts.done(titleOf(saved, locale), dayIn(locale, saved.confirmedAt ?? app.now())),
                row.status === 'published'
                  ? texts.donePublished(LISTING_FRESHNESS_DAYS)
                  : texts.doneArchived(LISTING_FRESHNESS_DAYS),
              ],
              [
                { href: localizePath(locale, `/properties/${saved.id}`), text: texts.see },
                myListings(locale),
              ],
            ),
          );
        },
      );
    });
  },
  { name: 'listing-confirm-page' },
);
