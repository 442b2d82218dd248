import { Type, type Static } from '@sinclair/typebox';
import {
  ENQUIRY_HONEYPOT_MAX,
  ENQUIRY_MESSAGE_MAX,
  ENQUIRY_STATUSES,
  ENQUIRY_TARGETS,
  ENQUIRIES_PER_PAGE,
  LINE_ID_MAX,
  PREFERRED_CONTACTS,
} from './enquiry-rules';
import { EMAIL_MAX, NAME_MAX, PHONE_MAX } from './limits';
import { Nullable, PaginationQuery, Paginated, StringEnum } from './schema-kit';

const closed = { additionalProperties: false } as const;
const dateTime = Type.String({ format: 'date-time' });

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
    created_at: dateTime,
    updated_at: dateTime,
  },
  closed,
);
export type Enquiry = Static<typeof Enquiry>;

export const MyEnquiriesQuery = Type.Object({
  ...PaginationQuery(ENQUIRIES_PER_PAGE, 50),
  'filter[status]': Type.Optional(StringEnum(ENQUIRY_STATUSES)),
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
    status: StringEnum(ENQUIRY_STATUSES),
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
