import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { LISTING_FRESHNESS_DAYS } from '@phuket/shared/contract';
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
  title: string,
  paragraphs: string[],
  links: { href: string; text: string }[],
  form?: { token: string; button: string },
): LinkPage {
  return {
    lang: 'en',
    title,
    paragraphs,
    links,
    ...(form ? { form: { action: CONFIRM_LINK_PATH, ...form } } : {}),
  };
}

function day(date: Date): string {
  return new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Bangkok',
  }).format(date);
}

const MY_LISTINGS = { href: '/listing', text: 'Go to My listings' };

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
    ): Promise<{ row: ListingRow } | { status: number; refusal: LinkPage }> => {
      const check = checkConfirmToken(app.config.codeSecret, token, app.now());
      if (!check.ok) {
        return {
          status: 400,
          refusal: page(
            check.reason === 'expired' ? 'This link has expired' : 'This link is not valid',
            [
              check.reason === 'expired'
                ? 'Confirmation links work for two weeks.'
                : 'The link may have been cut short when it was copied.',
              'Sign in and confirm the listing from My listings instead.',
            ],
            [MY_LISTINGS],
          ),
        };
      }
      const row = await findListing(app.db, check.listingId);
      if (!row) {
        return {
          status: 404,
          refusal: page('Listing not found', ['This listing no longer exists.'], [MY_LISTINGS]),
        };
      }
      if (!canConfirm(row)) {
        return {
          status: 409,
          refusal: page(
            'This listing cannot be confirmed',
            [
              'Only a published listing, or one that left the search for want of a confirmation, can be confirmed available.',
            ],
            [MY_LISTINGS],
          ),
        };
      }
      return { row };
    };

    const titleOf = (row: ListingRow) => (row.title?.trim() ? row.title : `Listing ${row.id}`);
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
          const { row } = found;
          return send(
            reply,
            200,
            page(
              'Is this listing still available?',
              [
                `"${titleOf(row)}"`,
                row.status === 'published'
                  ? `Confirm it to keep it in the search for ${LISTING_FRESHNESS_DAYS} more days.`
                  : `It left the search for want of a confirmation. Confirm it to put it back for ${LISTING_FRESHNESS_DAYS} days.`,
                'If it is sold or let, leave it: sign in and mark it so from My listings.',
              ],
              [{ href: `/listing/create/${row.id}`, text: 'Edit the listing' }, MY_LISTINGS],
              { token, button: 'Yes, it is still available' },
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
          const { row } = found;
          let saved;
          try {
            saved = await confirmAvailability(app, row, row.version);
          } catch (err) {
            // Written by the owner at this very moment: the listing is theirs to look at.
            if (err instanceof HttpError && err.statusCode === 409) {
              return send(
                reply,
                409,
                page(
                  'Please try again',
                  ['The listing was being changed. Open the link again.'],
                  [MY_LISTINGS],
                ),
              );
            }
            throw err;
          }
          return send(
            reply,
            200,
            page(
              'Thank you: confirmed available',
              [
                `"${titleOf(saved)}" is confirmed available on ${day(saved.confirmedAt ?? app.now())}.`,
                row.status === 'published'
                  ? `It stays in the search for ${LISTING_FRESHNESS_DAYS} more days.`
                  : `It is back in the search for ${LISTING_FRESHNESS_DAYS} days.`,
              ],
              [{ href: `/properties/${saved.id}`, text: 'See the listing' }, MY_LISTINGS],
            ),
          );
        },
      );
    });
  },
  { name: 'listing-confirm-page' },
);
