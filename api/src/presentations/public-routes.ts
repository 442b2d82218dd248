import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type } from '@sinclair/typebox';
import {
  PRESENTATION_MESSAGES,
  PresentationGoneBody,
  PresentationPdfQuery,
  PresentationSlugParams,
  endpoints,
  feedbackCommentError,
  type FeedbackAnswer,
} from '@phuket/shared/contract';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import { createLimiter } from '../codes/rate-limits';
import {
  presentationFeedback,
  presentationItemViews,
  presentationItems,
  presentationOpens,
  presentations,
} from '../db/schema';
import { serveEndpoint } from '../http/endpoint-route';
import { HttpError, fieldError } from '../http/errors';
import { errorResponses } from '../http/schemas';
import { queueFeedbackMail } from './feedback-mail';
import { firstOpenMail } from './messages';
import { sendPdf } from './pdf-route';
import { presentationReadLimiter } from './read-limit';
import { COUNT_AGAIN_AFTER_MS, countsAsClient, deviceHash } from './tracking';
import { publicPresentationView, resolvePublicPresentation } from './public-view';
import { itemOf } from './writes';
import { localeOf } from '../users/queries';
import { deliverMail } from '../messaging/deliver';

const tags = ['presentations'];
const PdfResponse = Type.String({ description: 'application/pdf' });

/**
 * The public view of a presentation by its slug, its tracking and its feedback: no account.
 * An expired, revoked or retired (regenerated) link answers 410 with a polite message and the
 * owner's public contacts; an unknown one 404. Every route is rate limited per client address.
 */
export const presentationPublicRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { config } = app;
  const readLimit = presentationReadLimiter(app);
  const feedbackLimit = createLimiter(app, {
    disabled: config.rateLimitDisabled,
    max: config.rateLimit.presentationFeedbackMax,
    windowMs: config.rateLimit.presentationFeedbackWindowMs,
    key: (request) => `presentation-feedback:${request.ip}`,
  });
  const editUrl = (slug: string) => `${config.publicUrl}/presentation/${slug}/edit`;

  const resolve = (slug: string) => resolvePublicPresentation(app, slug);

  /**
   * Who looks: the owner signed in on their own link, or an admin, is not a client (a bad token
   * is a guest).
   */
  async function viewer(request: FastifyRequest, reply: FastifyReply) {
    if (request.headers.authorization !== undefined) {
      await app.authenticate.call(app, request, reply).catch(() => undefined);
    }
    return {
      userId: request.auth?.user.id ?? null,
      staff: request.auth?.user.role === 'admin',
      userAgent: request.headers['user-agent'],
    };
  }

  const gone = { 410: PresentationGoneBody };

  serveEndpoint(app, endpoints.getPublicPresentation, async (request, reply) => {
    await readLimit(request, reply);
    const found = await resolve(request.params.slug);
    if (!found.live) return reply.code(410).send(found.body);
    reply.header('cache-control', 'no-store');
    reply.header('x-robots-tag', 'noindex');
    return publicPresentationView(app, found, request.query.currency);
  });

  serveEndpoint(app, endpoints.recordPresentationOpen, async (request, reply) => {
    await readLimit(request, reply);
    const found = await resolve(request.params.slug);
    if (!found.live) return reply.code(410).send(found.body);
    const { row } = found;
    if (!countsAsClient(await viewer(request, reply), row.userId)) return { counted: false };
    const now = app.now();
    const hash = deviceHash(config.codeSecret, request.ip);
    // A device's opens count an hour apart: reloading the link adds nothing.
    const again = new Date(now.getTime() - COUNT_AGAIN_AFTER_MS);
    const counted = await app.db
      .insert(presentationOpens)
      .values({ presentationId: row.id, deviceHash: hash, firstOpenedAt: now, lastOpenedAt: now })
      .onConflictDoUpdate({
        target: [presentationOpens.presentationId, presentationOpens.deviceHash],
        set: { opens: sql`${presentationOpens.opens} + 1`, lastOpenedAt: now },
        setWhere: lt(presentationOpens.lastOpenedAt, again),
      })
      .returning({ id: presentationOpens.id });
    if (counted.length === 0) return { counted: false };
    // Claimed in the UPDATE, so two first opens at once mail the owner once.
    const [first] = await app.db
      .update(presentations)
      .set({ firstOpenMailedAt: now })
      .where(and(eq(presentations.id, row.id), isNull(presentations.firstOpenMailedAt)))
      .returning({ id: presentations.id });
    if (first) {
      const mail = firstOpenMail(
        { title: row.title, editUrl: editUrl(row.slug) },
        localeOf(found.owner.locale),
      );
      const to = found.owner.email;
      deliverMail(app, 'presentation first open mail', { to, ...mail }, request.log);
    }
    return { counted: true };
  });

  serveEndpoint(app, endpoints.recordPresentationView, async (request, reply) => {
    await readLimit(request, reply);
    const found = await resolve(request.params.slug);
    if (!found.live) return reply.code(410).send(found.body);
    const item = await itemOf(app.db, found.row.id, request.params.itemId);
    if (!item) throw new HttpError(404, PRESENTATION_MESSAGES.itemNotFound);
    if (!countsAsClient(await viewer(request, reply), found.row.userId)) {
      return { counted: false };
    }
    // Once per device per hour, as opens.
    const now = app.now();
    const marked = await app.db
      .insert(presentationItemViews)
      .values({
        itemId: item.id,
        deviceHash: deviceHash(config.codeSecret, request.ip),
        countedAt: now,
      })
      .onConflictDoUpdate({
        target: [presentationItemViews.itemId, presentationItemViews.deviceHash],
        set: { countedAt: now },
        setWhere: lt(
          presentationItemViews.countedAt,
          new Date(now.getTime() - COUNT_AGAIN_AFTER_MS),
        ),
      })
      .returning({ id: presentationItemViews.id });
    if (marked.length === 0) return { counted: false };
    await app.db
      .update(presentationItems)
      .set({ views: sql`${presentationItems.views} + 1` })
      .where(eq(presentationItems.id, item.id));
    // The listing's own statistics count it too, by day (listing-stats/, written in batches).
    if (item.listingId !== null) {
      app.listingStats.record({
        listingId: item.listingId,
        kind: 'presentation',
        device: deviceHash(config.codeSecret, request.ip),
        at: now,
      });
    }
    return { counted: true };
  });

  serveEndpoint(app, endpoints.sendPresentationFeedback, async (request, reply) => {
    await feedbackLimit(request, reply);
    const found = await resolve(request.params.slug);
    if (!found.live) return reply.code(410).send(found.body);
    const item = await itemOf(app.db, found.row.id, request.params.itemId);
    if (!item) throw new HttpError(404, PRESENTATION_MESSAGES.itemNotFound);
    const body = request.body;
    const comment = (body.comment ?? '').trim();
    const commentError = feedbackCommentError(comment);
    if (commentError) throw fieldError('comment', commentError);
    const answer: FeedbackAnswer = body.answer;
    // A bot fills the field people never see: the same answer, and nothing happens.
    if (body.website?.trim()) return { message: PRESENTATION_MESSAGES.feedbackSent };
    const hash = deviceHash(config.codeSecret, request.ip);
    const presentationId = found.row.id;
    await app.db.insert(presentationFeedback).values({
      presentationId,
      itemId: item.id,
      answer,
      comment: comment || null,
      deviceHash: hash,
      createdAt: app.now(),
    });
    // The owner hears of it in one mail with this device's other answers of the next 10
    // minutes (feedback-mail.ts). The answer is stored: a queue that cannot take the job costs
    // the mail until the device answers again, not the client a 500.
    await queueFeedbackMail(app, presentationId, hash).catch((err: unknown) =>
      request.log.error({ err, presentationId }, 'presentation feedback mail not queued'),
    );
    return { message: PRESENTATION_MESSAGES.feedbackSent };
  });

  // A file, not JSON: a route of this domain alone.

  app.get(
    '/presentation/:slug/pdf',
    {
      schema: {
        tags,
        summary:
          "The PDF of the public view (every photo loaded before printing), in the client's language or `lang`",
        params: PresentationSlugParams,
        querystring: PresentationPdfQuery,
        response: { 200: PdfResponse, ...gone, ...errorResponses(404, 422, 429, 503) },
      },
    },
    async (request, reply) => {
      await readLimit(request, reply);
      const found = await resolve(request.params.slug);
      if (!found.live) return reply.code(410).send(found.body);
      return sendPdf(app, reply, found.row, request.query.lang);
    },
  );
};
