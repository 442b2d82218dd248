import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { FeedbackAnswer } from '@phuket/shared/contract';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { listings, presentationFeedback, presentationItems } from '../db/schema';
import type { JobName } from '../jobs/job-types';
import { deliverMail } from '../messaging/deliver';
import { localeOf } from '../users/queries';
import { feedbackDigestMail, type FeedbackEntry } from './messages';
import { findPresentation, ownerOf } from './queries';

/*
 * A client's answers reach the presentation's owner in one mail per device and presentation
 * every 10 minutes: the first answer queues the mail job 10 minutes ahead, and the job mails
 * every answer of that device on that presentation not mailed yet.
 */

/** How long after a device's first answer its answers are mailed, together. */
export const FEEDBACK_MAIL_DELAY_MS = 10 * 60 * 1000;

export const FEEDBACK_MAIL_JOB = 'presentation-feedback-mail' satisfies JobName;

/** The job's singleton key: one device on one presentation. */
export const feedbackMailKey = (presentationId: number, deviceHash: string) =>
  `${presentationId}:${deviceHash}`;

/**
 * Queues the mail of this device's answers on this presentation, FEEDBACK_MAIL_DELAY_MS from
 * now, unless such a job is already waiting to run: it will take this answer too. The job id,
 * or null when one was waiting.
 *
 * "Waiting" is pg-boss's `created` state only: the queue's `short` policy (job-types.ts) holds
 * one such job per key with a unique index. A job that is running (`active`) may have claimed
 * its answers before this one was stored, so a new job is queued: the answer is mailed by
 * whichever of the two claims it first, never twice, never lost. A job waiting to be retried
 * does not count either: the retry and the new job each mail what they claim.
 */
export async function queueFeedbackMail(
  app: FastifyInstance,
  presentationId: number,
  deviceHash: string,
): Promise<string | null> {
  const singletonKey = feedbackMailKey(presentationId, deviceHash);
  return app.jobs.send(
    FEEDBACK_MAIL_JOB,
    { presentationId, deviceHash },
    { startAfter: new Date(app.now().getTime() + FEEDBACK_MAIL_DELAY_MS), singletonKey },
  );
}

/**
 * The job's work: claims this device's answers on this presentation not mailed yet (marked
 * mailed in the same statement, so two runs never mail one answer) and mails them to the
 * owner in one mail, in the owner's language, through deliverMail (a refused mail is sent
 * again by mail-retry). The number of answers mailed: 0 when there were none, or the
 * presentation is gone (its answers went with it) or its owner is not there to be told.
 */
export async function mailFeedbackDigest(
  app: FastifyInstance,
  presentationId: number,
  deviceHash: string,
  log: FastifyBaseLogger = app.log,
): Promise<number> {
  const presentation = await findPresentation(app.db, presentationId);
  if (!presentation) return 0;
  const owner = await ownerOf(app.db, presentation.userId);
  // Blocked or gone: the answers stay unmailed (the next job mails them with later ones).
  if (!owner) return 0;
  // The claim and the listings' titles in one transaction: should the read fail, the claim is
  // undone and the job's retry mails the answers; once it commits, the mail is on its way.
  const answers = await app.db.transaction(async (tx) => {
    const claimed = await tx
      .update(presentationFeedback)
      .set({ mailedAt: app.now() })
      .where(
        and(
          eq(presentationFeedback.presentationId, presentationId),
          eq(presentationFeedback.deviceHash, deviceHash),
          isNull(presentationFeedback.mailedAt),
        ),
      )
      .returning({ id: presentationFeedback.id });
    if (claimed.length === 0) return [];
    return tx
      .select({
        answer: presentationFeedback.answer,
        comment: presentationFeedback.comment,
        listingTitle: listings.title,
      })
      .from(presentationFeedback)
      .innerJoin(presentationItems, eq(presentationItems.id, presentationFeedback.itemId))
      .leftJoin(listings, eq(listings.id, presentationItems.listingId))
      .where(
        inArray(
          presentationFeedback.id,
          claimed.map((row) => row.id),
        ),
      )
      .orderBy(asc(presentationFeedback.createdAt), asc(presentationFeedback.id));
  });
  const [first, ...rest] = answers.map(
    (row): FeedbackEntry => ({
      answer: row.answer as FeedbackAnswer,
      comment: row.comment,
      listingTitle: row.listingTitle,
    }),
  );
  if (!first) return 0;
  const mail = feedbackDigestMail(
    {
      title: presentation.title,
      editUrl: `${app.config.publicUrl}/presentation/${presentation.slug}/edit`,
      answers: [first, ...rest],
    },
    localeOf(owner.locale),
  );
  deliverMail(app, 'presentation feedback mail', { to: owner.email, ...mail }, log);
  return answers.length;
}
