import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { LISTING_FRESHNESS_DAYS } from '@phuket/shared/contract';
import { HttpError } from '../http/errors';
import { escapeHtml } from '../seo/render';
import { CONFIRM_LINK_PATH, canConfirm, checkConfirmToken, confirmAvailability } from './freshness';
import { findListing } from './queries';

const ConfirmQuery = Type.Object(
  { token: Type.Optional(Type.String({ maxLength: 200 })) },
  // Mail clients and trackers may add their own parameters to a link.
  { additionalProperties: true },
);

function page(title: string, paragraphs: string[], links: { href: string; text: string }[]) {
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex">',
    `<title>${escapeHtml(title)} | WOW Phuket</title>`,
    '</head>',
    '<body>',
    '<main>',
    `<h1>${escapeHtml(title)}</h1>`,
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    links.length > 0
      ? `<ul>${links.map((l) => `<li><a href="${escapeHtml(l.href)}">${escapeHtml(l.text)}</a></li>`).join('')}</ul>`
      : '',
    '</main>',
    '</body>',
    '</html>',
  ].join('\n');
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
 * GET /listing/confirm-availability?token=…: the link of the freshness mails. The signed,
 * expiring token is the owner's authority, so no sign-in is needed: it confirms the one
 * listing it names and answers a small page saying so. Confirming is harmless to repeat (a
 * mail scanner opening the link only confirms it once more). A page for a browser, outside
 * /api and its OpenAPI document.
 */
export const confirmPagePlugin = fp(
  async (app: FastifyInstance) => {
    const send = (reply: FastifyReply, status: number, html: string) =>
      reply
        .code(status)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        // The token is in this page's URL: links out of it must not carry it.
        .header('referrer-policy', 'no-referrer')
        .send(html);

    app.withTypeProvider<TypeBoxTypeProvider>().get(
      CONFIRM_LINK_PATH,
      {
        schema: {
          hide: true,
          querystring: ConfirmQuery,
          response: {
            200: Type.String(),
            400: Type.String(),
            404: Type.String(),
            409: Type.String(),
          },
        },
      },
      async (request, reply) => {
        const check = checkConfirmToken(
          app.config.codeSecret,
          request.query.token ?? '',
          app.now(),
        );
        if (!check.ok) {
          return send(
            reply,
            400,
            page(
              check.reason === 'expired' ? 'This link has expired' : 'This link is not valid',
              [
                check.reason === 'expired'
                  ? 'Confirmation links work for two weeks.'
                  : 'The link may have been cut short when it was copied.',
                'Sign in and confirm the listing from My listings instead.',
              ],
              [MY_LISTINGS],
            ),
          );
        }
        const row = await findListing(app.db, check.listingId);
        if (!row) {
          return send(
            reply,
            404,
            page('Listing not found', ['This listing no longer exists.'], [MY_LISTINGS]),
          );
        }
        if (!canConfirm(row)) {
          return send(
            reply,
            409,
            page(
              'This listing cannot be confirmed',
              [
                'Only a published listing, or one that left the search for want of a confirmation, can be confirmed available.',
              ],
              [MY_LISTINGS],
            ),
          );
        }
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
        const title = saved.title?.trim() ? saved.title : `Listing ${saved.id}`;
        return send(
          reply,
          200,
          page(
            'Thank you: confirmed available',
            [
              `"${title}" is confirmed available on ${day(saved.confirmedAt ?? app.now())}.`,
              row.status === 'published'
                ? `It stays in the search for ${LISTING_FRESHNESS_DAYS} more days.`
                : `It is back in the search for ${LISTING_FRESHNESS_DAYS} days.`,
            ],
            [{ href: `/properties/${saved.id}`, text: 'See the listing' }, MY_LISTINGS],
          ),
        );
      },
    );
  },
  { name: 'listing-confirm-page' },
);
