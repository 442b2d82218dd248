import { Type, type Static } from '@sinclair/typebox';
import {
  ENQUIRY_HONEYPOT_MAX,
  ENQUIRY_MESSAGE_MAX,
  ENQUIRY_NOTE_MAX,
  ENQUIRY_SORTS,
  ENQUIRY_STATUSES,
  ENQUIRY_TARGETS,
  ENQUIRIES_PER_PAGE,
  LINE_ID_MAX,
  PREFERRED_CONTACTS,
  SENT_ENQUIRY_STATUSES,
} from './enquiry-rules';
import { EMAIL_MAX, NAME_MAX, PHONE_MAX } from './limits';
import { LOCALES } from './locales';
import { Nullable, PaginationQuery, Paginated, StringEnum } from './schema-kit';

const closed = { additionalProperties: false } as const;
const dateTime = Type.String({ format: 'date-time' });
/** A calendar day, YYYY-MM-DD, with no time zone: the broker's own day. */
const day = Type.String({ format: 'date', maxLength: 10 });

/**
 * POST {enquiry_path}: types and lengths only. The rules of enquiry-rules.ts are applied by
 * the handler so that the form and the API give the same message per field.
 */
export const EnquiryBody = Type.Object(
  {
    name: Type.String({ maxLength: NAME_MAX + 100 }),
    email: Type.String({ maxLength: EMAIL_MAX + 100 }),
    phone: Type.Optional(Nullable(Type.String({ maxLength: PHONE_MAX }))),
    message: Type.String({ maxLength: ENQUIRY_MESSAGE_MAX + 100 }),
    preferred_contact: StringEnum(PREFERRED_CONTACTS, {
      description: "'chat' (WhatsApp or LINE) is still accepted from forms older than the two",
    }),
    line_id: Type.Optional(
      Nullable(
        Type.String({
          maxLength: LINE_ID_MAX + 100,
          description: 'required with preferred_contact line; ignored with the others',
        }),
      ),
    ),
    website: Type.Optional(
      Type.String({
        maxLength: ENQUIRY_HONEYPOT_MAX,
        description: 'leave empty: a field people do not see',
      }),
    ),
  },
  closed,
);
export type EnquiryBody = Static<typeof EnquiryBody>;

export const EnquiryTargetRef = Type.Object(
  {
    kind: StringEnum(ENQUIRY_TARGETS),
    id: Type.Integer(),
    title: Type.String(),
    /** The public page it was sent from, e.g. /properties/7. */
    url: Type.String(),
  },
  closed,
);

/** An enquiry as its recipient sees it in the account area. */
export const Enquiry = Type.Object(
  {
    id: Type.Integer(),
    target: EnquiryTargetRef,
    name: Type.String(),
    email: Type.String(),
    phone: Nullable(Type.String()),
    message: Type.String(),
    preferred_contact: StringEnum(PREFERRED_CONTACTS),
    /** With preferred_contact line. */
    line_id: Nullable(Type.String()),
    status: StringEnum(ENQUIRY_STATUSES),
    /** The language of the page it was sent from; null for enquiries older than the column. */
    locale: Nullable(StringEnum(LOCALES)),
    /** When the recipient first answered (the reply action, or a stage set by hand). */
    first_replied_at: Nullable(dateTime),
    /** The recipient's next follow-up day. */
    follow_up_on: Nullable(day),
    /** How many private notes the recipient keeps on it. */
    notes_count: Type.Integer({ minimum: 0 }),
    created_at: dateTime,
    updated_at: dateTime,
  },
  closed,
);
export type Enquiry = Static<typeof Enquiry>;

export const MyEnquiriesQuery = Type.Object({
  ...PaginationQuery(ENQUIRIES_PER_PAGE, 50),
  'filter[status]': Type.Optional(StringEnum(ENQUIRY_STATUSES)),
  'filter[follow_up]': Type.Optional(
    StringEnum(['due'] as const, {
      description: 'due: a follow-up day today or earlier (Asia/Bangkok), on an enquiry not closed',
    }),
  ),
  sort: Type.Optional(
    StringEnum(ENQUIRY_SORTS, {
      description: 'newest (default), oldest, follow_up (soonest day first, none last)',
    }),
  ),
});
export type MyEnquiriesQuery = Static<typeof MyEnquiriesQuery>;

export const MyEnquiriesPage = Paginated(Enquiry);
export type MyEnquiriesPage = Static<typeof MyEnquiriesPage>;

/**
 * An enquiry as its sender sees it in "Sent enquiries": what they wrote and where, and whether
 * the recipient has marked it answered. Their own contact details are not repeated.
 */
export const SentEnquiry = Type.Object(
  {
    id: Type.Integer(),
    target: EnquiryTargetRef,
    message: Type.String(),
    preferred_contact: StringEnum(PREFERRED_CONTACTS),
    /** new, replied or closed: the recipient's pipeline stage and notes stay theirs. */
    status: StringEnum(SENT_ENQUIRY_STATUSES),
    created_at: dateTime,
  },
  closed,
);
export type SentEnquiry = Static<typeof SentEnquiry>;

export const SentEnquiriesQuery = Type.Object(PaginationQuery(ENQUIRIES_PER_PAGE, 50));
export type SentEnquiriesQuery = Static<typeof SentEnquiriesQuery>;

export const SentEnquiriesPage = Paginated(SentEnquiry);
export type SentEnquiriesPage = Static<typeof SentEnquiriesPage>;

export const EnquiryStatusBody = Type.Object({ status: StringEnum(ENQUIRY_STATUSES) }, closed);
export type EnquiryStatusBody = Static<typeof EnquiryStatusBody>;

export const EnquiryEnvelope = Type.Object({ enquiry: Enquiry }, closed);
export type EnquiryEnvelope = Static<typeof EnquiryEnvelope>;

/** PATCH /my/enquiries/{id}: the stage, the next follow-up day (null clears it), or both. */
export const UpdateEnquiryBody = Type.Object(
  {
    status: Type.Optional(StringEnum(ENQUIRY_STATUSES)),
    follow_up_on: Type.Optional(Nullable(day)),
  },
  { ...closed, minProperties: 1 },
);
export type UpdateEnquiryBody = Static<typeof UpdateEnquiryBody>;

/** A recipient's private note: never shown to the sender. */
export const EnquiryNote = Type.Object(
  {
    id: Type.Integer(),
    text: Type.String(),
    /** Who wrote it; null once that account is deleted. */
    author: Nullable(Type.Object({ id: Type.Integer(), name: Type.String() }, closed)),
    created_at: dateTime,
  },
  closed,
);
export type EnquiryNote = Static<typeof EnquiryNote>;

export const EnquiryNotesList = Type.Object({ data: Type.Array(EnquiryNote) }, closed);
export type EnquiryNotesList = Static<typeof EnquiryNotesList>;

/** Lengths only; the handler applies enquiryNoteError, as the form does. */
export const EnquiryNoteBody = Type.Object(
  { text: Type.String({ maxLength: ENQUIRY_NOTE_MAX + 100 }) },
  closed,
);
export type EnquiryNoteBody = Static<typeof EnquiryNoteBody>;

export const EnquiryNoteEnvelope = Type.Object({ note: EnquiryNote }, closed);
export type EnquiryNoteEnvelope = Static<typeof EnquiryNoteEnvelope>;

/** GET /my/enquiries/reply-time: how fast the recipient answers. */
export const EnquiryReplyTime = Type.Object(
  {
    /** The window: enquiries received in the last this many days. */
    days: Type.Integer(),
    /** Mean seconds from receipt to first reply over those answered; null when none was. */
    average_seconds: Nullable(Type.Integer({ minimum: 0 })),
    /** Enquiries of the window that have a first reply. */
    replied: Type.Integer({ minimum: 0 }),
    /** Enquiries still `new` with no reply, of any age. */
    waiting: Type.Integer({ minimum: 0 }),
  },
  closed,
);
export type EnquiryReplyTime = Static<typeof EnquiryReplyTime>;
