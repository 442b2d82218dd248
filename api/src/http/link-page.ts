import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { isLocale, localizePath } from '@phuket/shared/contract';
import { escapeHtml } from '../seo/render';
import { acceptFormBodies } from './form-body';
import type { SignedIdCheck } from './signed-link';

// The pages a mail's links open (confirm a listing is available, stop a saved search's alerts,
// confirm a guest's): plain HTML outside the app, for any mail client's browser, without
// JavaScript, acting only by the signed token in the link.

export interface LinkPage {
  lang: string;
  title: string;
  paragraphs: string[];
  /** A button that POSTs the token back to `action`: a GET never acts. */
  form?: { action: string; token: string; button: string };
  links?: { href: string; text: string }[];
}

// The site's colours and type (shared/src/ui/theme.css), inline: the page loads nothing else.
// The site plugin puts the answer's CSP nonce on this <style>.
const STYLE = [
  'body{margin:0;background:#f6f8fb;color:#1d2433;',
  "font:16px/1.5 system-ui,-apple-system,'Segoe UI',Roboto,'Helvetica Neue',Arial,sans-serif}",
  'header{padding:16px 24px;background:#fff;border-bottom:1px solid #dde2ea;font-size:20px}',
  'header a{color:#1d2433;text-decoration:none}header b{color:#0b7a75}',
  'main{max-width:520px;margin:32px auto;padding:24px;background:#fff;border-radius:10px;',
  'box-shadow:0 2px 10px rgba(20,32,60,.08)}',
  '@media (max-width:560px){main{margin:16px}}',
  'h1{margin:0 0 12px;font-size:26px;line-height:1.25}p{margin:0 0 16px}',
  'a{color:#075955}',
  // A link standing alone is a touch target: 44 px high (WCAG 2.5.8 asks 24).
  '.links a{display:inline-block;padding:10px 0}',
  'button{min-height:44px;padding:10px 20px;border:0;border-radius:10px;background:#0b7a75;',
  'color:#fff;font:inherit;font-weight:600;cursor:pointer}',
  'button:hover{background:#075955}',
  'button:focus-visible,a:focus-visible{outline:3px solid #c14515;outline-offset:2px}',
].join('');

function linksHtml(links: { href: string; text: string }[]): string {
  const items = links.map((l) => `<a href="${escapeHtml(l.href)}">${escapeHtml(l.text)}</a>`);
  if (items.length === 0) return '';
  return items.length === 1
    ? `<p class="links">${items[0]}</p>`
    : `<ul class="links"><li>${items.join('</li><li>')}</li></ul>`;
}

export function linkPageHtml({ lang, title, paragraphs, form, links = [] }: LinkPage): string {
  return [
    '<!doctype html>',
    `<html lang="${escapeHtml(lang)}">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex">',
    `<title>${escapeHtml(title)} | WOW Phuket</title>`,
    `<style>${STYLE}</style>`,
    '</head>',
    '<body>',
    `<header><a href="${isLocale(lang) ? localizePath(lang, '/') : '/'}">WOW <b>Phuket</b></a></header>`,
    '<main>',
    `<h1>${escapeHtml(title)}</h1>`,
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    form
      ? `<form method="post" action="${escapeHtml(form.action)}"><input type="hidden" name="token" value="${escapeHtml(form.token)}"><button type="submit">${escapeHtml(form.button)}</button></form>`
      : '',
    linksHtml(links),
    '</main>',
    '</body>',
    '</html>',
  ].join('\n');
}

export function sendLinkPage(reply: FastifyReply, status: number, page: LinkPage) {
  return (
    reply
      .code(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      // The token is in this page's URL: links out of it must not carry it.
      .header('referrer-policy', 'no-referrer')
      .send(linkPageHtml(page))
  );
}

export const TokenQuery = Type.Object(
  { token: Type.Optional(Type.String({ maxLength: 200 })) },
  // Mail clients and trackers may add their own parameters to a link.
  { additionalProperties: true },
);

export const TokenBody = Type.Optional(
  Type.Object(
    { token: Type.Optional(Type.String({ maxLength: 200 })) },
    { additionalProperties: true },
  ),
);

export const htmlResponses = { 200: Type.String(), 400: Type.String() };

/** The pages of one signed mail link: GET asks, POST acts, each answering with a page. */
export interface SignedLinkPages {
  path: string;
  /** The id the token names, or why it is refused (signed-link.ts). */
  check: (token: string, now: Date) => SignedIdCheck;
  refused: (reason: 'invalid' | 'expired') => LinkPage;
  /** GET: the page that asks, with a button that posts `token` back to `path`. */
  ask: (id: number, token: string) => Promise<LinkPage>;
  /** POST: does it (twice is fine) and says so. */
  act: (id: number, now: Date) => Promise<LinkPage>;
}

/**
 * Registers GET and POST `path` outside /api. GET only asks: mail scanners and link previews
 * open links by GET and must change nothing. POST acts: the page's button (token in the form)
 * or a mail client's RFC 8058 one-click POST (token in the URL, body
 * "List-Unsubscribe=One-Click"). A bad or expired token is a 400 page.
 */
export async function serveSignedLink(app: FastifyInstance, pages: SignedLinkPages) {
  app
    .withTypeProvider<TypeBoxTypeProvider>()
    .get(
      pages.path,
      { schema: { hide: true, querystring: TokenQuery, response: htmlResponses } },
      async (request, reply) => {
        const token = request.query.token ?? '';
        const check = pages.check(token, app.now());
        if (!check.ok) return sendLinkPage(reply, 400, pages.refused(check.reason));
        return sendLinkPage(reply, 200, await pages.ask(check.id, token));
      },
    );

  // The form's body is urlencoded: its parser stays in this scope.
  await app.register(async (scope) => {
    acceptFormBodies(scope);
    scope.withTypeProvider<TypeBoxTypeProvider>().post(
      pages.path,
      {
        schema: { hide: true, querystring: TokenQuery, body: TokenBody, response: htmlResponses },
      },
      async (request, reply) => {
        const token = request.body?.token ?? request.query.token ?? '';
        const now = app.now();
        const check = pages.check(token, now);
        if (!check.ok) return sendLinkPage(reply, 400, pages.refused(check.reason));
        return sendLinkPage(reply, 200, await pages.act(check.id, now));
      },
    );
  });
}
