import { createHash } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  ENQUIRIES_PER_PAGE,
  ENQUIRY_MESSAGES,
  ENQUIRY_NOTE_MESSAGES,
  ENQUIRY_NOTES_MAX,
  ENQUIRY_SENT,
  ENQUIRY_SENT_WITH_COPY,
  ENQUIRY_TARGETS,
  endpoints,
  enquiryFieldErrors,
  enquiryNoteError,
  followUpError,
  type EnquiryBody,
  normalizeLineId,
  type EnquiryTarget,
} from '@phuket/shared/contract';
import { normalizePhone } from '../account/contact-routes';
import { createLimiter } from '../codes/rate-limits';
import { enquiries } from '../db/schema';
import { serveEndpoint } from '../http/endpoint-route';
import { HttpError, fieldError, notFound } from '../http/errors';
import { currentUser } from '../listings/access';
import { companyDetails } from '../site/runtime-config';
import { deliverMail } from '../messaging/deliver';
import { recipientMail, visitorMail, type EnquiryMailInput } from './messages';
import { addEnquiryNote, enquiryNoteList } from './notes';
import {
  markEnquiryReplied,
  myEnquiries,
  replyTime,
  sentEnquiries,
  siteToday,
  updateEnquiry,
} from './queries';
import { requestLocale } from '../http/request-locale';
import { localeOf } from '../users/queries';
import {
  ENQUIRY_ENDPOINTS,
  NOT_FOUND_NAMES,
  resolveTarget,
  targetPagePath,
  type Recipient,
} from './targets';

const ENQUIRIES_PAGE = '/profile/enquiries';
const CONTACT_PAGE = '/contact-us';

/** POST {enquiry_path} for each target kind: open to guests and signed-in visitors alike. */
export const enquiryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { config } = app;
  const limit = createLimiter(app, {
    disabled: config.rateLimitDisabled,
    max: config.rateLimit.enquiryMax,
    windowMs: config.rateLimit.enquiryWindowMs,
    key: (request) => `enquiry-ip:${request.ip}`,
  });
  const hashIp = (ip: string) =>
    createHash('sha256').update(`${config.codeSecret}:${ip}`).digest('hex');

  interface Accepted {
    kind: EnquiryTarget | 'site';
    id: number;
    title: string;
    pageUrl: string;
    /** Stored as the row's recipient and mailed with a link to their Enquiries page. */
    recipient: Recipient | null;
    /** Mailed without an Enquiries link (the company's mailbox for contact-page messages). */
    mailbox: string | null;
  }

  /**
   * The signed-in sender, when the form came with a valid token: the enquiry joins their
   * "Sent enquiries". A guest or a stale token sends as a guest; the enquiry goes either way.
   */
  const signedInSender = async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.headers.authorization === undefined) return null;
    try {
      await app.authenticate.call(app, request, reply);
    } catch {
      return null;
    }
    return request.auth?.user ?? null;
  };

  /**
   * The address a copy may go to: the sender's own, confirmed, when it is the one typed.
   * Another address gets no copy (the form would mail anyone anything in the sender's words).
   */
  const confirmedCopyAddress = (
    sender: { email: string; emailVerifiedAt: Date | null } | null,
    typed: string,
  ): string | null => {
    if (!sender || sender.emailVerifiedAt === null) return null;
    return sender.email.toLowerCase() === typed.toLowerCase() ? sender.email : null;
  };

  /** Checks, stores and mails one enquiry; the answer is the same for a bot's. */
  const accept = async (
    body: EnquiryBody,
    request: FastifyRequest,
    reply: FastifyReply,
    target: Accepted,
  ): Promise<{ message: string }> => {
    const ip = request.ip;
    const fields = {
      name: body.name,
      email: body.email,
      phone: body.phone ?? '',
      message: body.message,
      preferred_contact: body.preferred_contact,
      line_id: body.line_id ?? '',
    };
    const errors: Record<string, string[]> = {};
    for (const [field, message] of Object.entries(enquiryFieldErrors(fields))) {
      errors[field] = [message];
    }
    const phone = fields.phone.trim() ? normalizePhone(fields.phone) : null;
    if (fields.phone.trim() && !phone && !errors.phone) errors.phone = [ENQUIRY_MESSAGES.phone];
    const [first] = Object.values(errors);
    if (first) throw new HttpError(422, first[0] ?? ENQUIRY_MESSAGES.name, errors);

    // A bot fills the field people never see: it gets the same answer and nothing happens.
    if (body.website?.trim()) return { message: ENQUIRY_SENT };

    const input: EnquiryMailInput = {
      title: target.title,
      pageUrl: target.pageUrl,
      name: fields.name.trim(),
      email: fields.email.trim(),
      phone,
      message: fields.message.trim(),
      preferredContact: fields.preferred_contact,
      // Kept only when LINE is how to answer: an ID typed before choosing another way is not.
      lineId: fields.preferred_contact === 'line' ? normalizeLineId(fields.line_id) : null,
    };
    const sender = await signedInSender(request, reply);
    // The app's clock, as the first reply's stamp is: the time to answer is one clock's.
    const receivedAt = app.now();
    await app.db.insert(enquiries).values({
      createdAt: receivedAt,
      updatedAt: receivedAt,
      senderUserId: sender?.id ?? null,
      targetKind: target.kind,
      targetId: target.id,
      targetTitle: target.title.slice(0, 255),
      recipientUserId: target.recipient?.id ?? null,
      name: input.name,
      email: input.email,
      phone,
      message: input.message,
      preferredContact: input.preferredContact,
      lineId: input.lineId,
      ipHash: hashIp(ip),
      // The recipient's drafted reply is written in the language the visitor wrote from.
      locale: requestLocale(request),
    });
    // Stored first, mailed after the answer: a mail server that fails or takes seconds
    // neither loses the enquiry nor makes the visitor wait; a refused mail is sent again.
    const { recipient, mailbox } = target;
    if (recipient) {
      const mail = recipientMail(
        input,
        `${config.publicUrl}${ENQUIRIES_PAGE}`,
        localeOf(recipient.locale),
      );
      deliverMail(app, 'enquiry mail to recipient', { to: recipient.email, ...mail }, request.log);
    }
    if (mailbox) {
      const mail = recipientMail(input, null);
      deliverMail(app, 'contact message to the company', { to: mailbox, ...mail }, request.log);
    }
    const copyTo = confirmedCopyAddress(sender, input.email);
    if (copyTo === null) return { message: ENQUIRY_SENT };
    deliverMail(
      app,
      'enquiry confirmation',
      { to: copyTo, ...visitorMail(input, requestLocale(request)) },
      request.log,
    );
    return { message: ENQUIRY_SENT_WITH_COPY };
  };

  for (const kind of ENQUIRY_TARGETS) {
    serveEndpoint(app, ENQUIRY_ENDPOINTS[kind], async (request, reply) => {
      await limit(request, reply);
      const target = await resolveTarget(app.db, kind, request.params.id);
      if (!target) throw notFound(NOT_FOUND_NAMES[kind]);
      return accept(request.body, request, reply, {
        ...target,
        pageUrl: `${config.publicUrl}${targetPagePath(kind, target.id)}`,
        mailbox: null,
      });
    });
  }

  serveEndpoint(app, endpoints.sendContactEnquiry, async (request, reply) => {
    await limit(request, reply);
    return accept(request.body, request, reply, {
      kind: 'site',
      id: 0,
      title: config.company.name,
      pageUrl: `${config.publicUrl}${CONTACT_PAGE}`,
      recipient: null,
      mailbox: companyDetails(config).email,
    });
  });
};

/**
 * The account's sides: the recipient's inbox (GET /my/enquiries, PATCH /my/enquiries/{id},
 * POST …/replied, …/notes, GET /my/enquiries/reply-time, and the older POST …/status), the
 * sender's GET /my/sent-enquiries. Someone else's enquiry is 404 like a missing one: its
 * existence is not theirs to know.
 */
export const myEnquiryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  serveEndpoint(app, endpoints.getMyEnquiries, async (request) => {
    const q = request.query;
    return myEnquiries(app.db, {
      userId: currentUser(request).id,
      page: q.page ?? 1,
      perPage: q.per_page ?? ENQUIRIES_PER_PAGE,
      ...(q['filter[status]'] ? { status: q['filter[status]'] } : {}),
      ...(q['filter[follow_up]'] === 'due' ? { followUpDueBy: siteToday(app.now()) } : {}),
      ...(q.sort ? { sort: q.sort } : {}),
    });
  });

  serveEndpoint(app, endpoints.getSentEnquiries, async (request) => {
    const q = request.query;
    return sentEnquiries(app.db, {
      userId: currentUser(request).id,
      page: q.page ?? 1,
      perPage: q.per_page ?? ENQUIRIES_PER_PAGE,
    });
  });

  serveEndpoint(app, endpoints.setEnquiryStatus, async (request) => {
    const enquiry = await updateEnquiry(app.db, {
      id: request.params.id,
      userId: currentUser(request).id,
      status: request.body.status,
      now: app.now(),
    });
    if (!enquiry) throw notFound('Enquiry');
    return { enquiry };
  });

  serveEndpoint(app, endpoints.updateEnquiry, async (request) => {
    const { status, follow_up_on: followUpOn } = request.body;
    const now = app.now();
    if (followUpOn) {
      const error = followUpError(followUpOn, siteToday(now));
      if (error) throw fieldError('follow_up_on', error);
    }
    const enquiry = await updateEnquiry(app.db, {
      id: request.params.id,
      userId: currentUser(request).id,
      ...(status !== undefined ? { status } : {}),
      ...(followUpOn !== undefined ? { followUpOn } : {}),
      now,
    });
    if (!enquiry) throw notFound('Enquiry');
    return { enquiry };
  });

  serveEndpoint(app, endpoints.markEnquiryReplied, async (request) => {
    const enquiry = await markEnquiryReplied(app.db, {
      id: request.params.id,
      userId: currentUser(request).id,
      now: app.now(),
    });
    if (!enquiry) throw notFound('Enquiry');
    return { enquiry };
  });

  serveEndpoint(app, endpoints.getEnquiryNotes, async (request) => {
    const notes = await enquiryNoteList(app.db, request.params.id, currentUser(request).id);
    if (!notes) throw notFound('Enquiry');
    return { data: notes };
  });

  serveEndpoint(app, endpoints.addEnquiryNote, async (request) => {
    const error = enquiryNoteError(request.body.text);
    if (error) throw fieldError('text', error);
    const note = await addEnquiryNote(app.db, {
      enquiryId: request.params.id,
      userId: currentUser(request).id,
      text: request.body.text.trim(),
      now: app.now(),
      max: ENQUIRY_NOTES_MAX,
    });
    if (note === 'not-found') throw notFound('Enquiry');
    if (note === 'full') throw fieldError('text', ENQUIRY_NOTE_MESSAGES.tooMany);
    return { note };
  });

  serveEndpoint(app, endpoints.getEnquiryReplyTime, async (request) =>
    replyTime(app.db, currentUser(request).id, app.now()),
  );
};
