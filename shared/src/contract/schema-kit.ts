import {
  Type,
  type TLiteral,
  type TObject,
  type TSchema,
  type TUnion,
  type Static,
} from '@sinclair/typebox';
import { ID_MAX_VALUE, PAGE_MAX } from './limits';

/**
 * Body of every error answer: `{ message, errors?, request_id }`, errors keyed by field name.
 * Every error the API sends (4xx and 5xx) names its request (`request_id`, as in the logs and
 * the `x-request-id` header), so a report from a user finds its log lines. Optional in the
 * type: the browser makes bodies of this shape itself when the server cannot be reached.
 */
export const ErrorBody = Type.Object(
  {
    message: Type.String(),
    errors: Type.Optional(Type.Record(Type.String(), Type.Array(Type.String()))),
    request_id: Type.Optional(
      Type.String({ description: 'The request id, as in the x-request-id header and the logs' }),
    ),
  },
  { additionalProperties: false },
);
export type ErrorBody = Static<typeof ErrorBody>;

export const PaginationMeta = Type.Object(
  {
    current_page: Type.Integer({ minimum: 1 }),
    per_page: Type.Integer({ minimum: 1 }),
    total: Type.Integer({ minimum: 0 }),
    last_page: Type.Integer({ minimum: 1 }),
  },
  { additionalProperties: false },
);
export type PaginationMeta = Static<typeof PaginationMeta>;

/** `{ data: [...], meta }` — the list envelope of ARCHITECTURE.md. */
export function Paginated<T extends TSchema>(item: T) {
  return Type.Object(
    { data: Type.Array(item), meta: PaginationMeta },
    { additionalProperties: false },
  );
}
/** The static type of a `Paginated(item)` answer. */
export interface Page<T> {
  data: T[];
  meta: PaginationMeta;
}

export const PER_PAGE_MAX = 100;

/**
 * A query schema's keys as the browser sends them: each one optional, its value the text of
 * the URL. The client's functions take this type, so a key the endpoint does not know is a
 * type error.
 */
export type QueryParams<T extends TObject> = { [K in keyof Static<T>]?: string };

/** Query of every paginated list; `maxPerPage` bounds what a client can ask for. */
export function PaginationQuery(defaultPerPage: number, maxPerPage = PER_PAGE_MAX) {
  return {
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: PAGE_MAX, default: 1 })),
    per_page: Type.Optional(
      Type.Integer({ minimum: 1, maximum: maxPerPage, default: defaultPerPage }),
    ),
  };
}

/** A string enum rendered as JSON Schema `enum`, which gives one clear error instead of anyOf noise. */
export function StringEnum<const T extends readonly string[]>(
  values: T,
  options: { description?: string } = {},
) {
  return Type.Unsafe<T[number]>({ type: 'string', enum: [...values], ...options });
}

/**
 * A string enum as a union of literals: what TypeBox's own `Value.Check` can check (it refuses
 * StringEnum's unsafe schema), for data the API reads itself rather than through a route.
 */
export function LiteralUnion<const T extends readonly string[]>(values: T) {
  return Type.Union(values.map((value) => Type.Literal(value))) as TUnion<TLiteral<T[number]>[]>;
}

/**
 * `T | null` as `type: [T, 'null']` rather than anyOf: fast-json-stringify serialises the
 * former without running a validator per value, which matters on 100-card pages.
 */
export function Nullable<T extends TSchema>(schema: T) {
  const type = (schema as { type?: unknown }).type;
  if (typeof type !== 'string' || type === 'object' || type === 'array') {
    return Type.Union([schema, Type.Null()]);
  }
  const values = (schema as { enum?: unknown }).enum;
  // An enum must list null too, or a validator would refuse the null the type allows.
  const nullableEnum = Array.isArray(values) ? { enum: [...(values as unknown[]), null] } : {};
  return Type.Unsafe<Static<T> | null>({ ...schema, type: [type, 'null'], ...nullableEnum });
}

export const MessageBody = Type.Object({ message: Type.String() }, { additionalProperties: false });
export type MessageBody = Static<typeof MessageBody>;

/** Routes without a request body still declare it empty, so stray fields are refused. */
export const EmptyObject = Type.Object({}, { additionalProperties: false });

/**
 * Body of actions that take none (logout…). A request without a body validates as null, so
 * null passes; an object with any field is refused.
 */
export const NoBody = Type.Union([EmptyObject, Type.Null()]);

/**
 * A regular expression (no anchors) for the whole numbers 1 to `max` as written in a URL:
 * a pattern cannot compare numbers, so the bound is spelled out digit by digit
 * (`positiveIntegerPattern(250)`: `[1-9][0-9]?|1[0-9]{2}|2[0-4][0-9]|250`).
 */
export function positiveIntegerPattern(max: number): string {
  const digits = String(Math.floor(max));
  const length = digits.length;
  const parts: string[] = [];
  if (length > 1) parts.push(length > 2 ? `[1-9][0-9]{0,${length - 2}}` : '[1-9]');
  for (let i = 0; i < length; i++) {
    const digit = Number(digits[i]);
    const lowest = i === 0 ? 1 : 0;
    if (digit <= lowest) continue;
    const below = digit - 1 === lowest ? String(lowest) : `[${lowest}-${digit - 1}]`;
    const rest = length - i - 1;
    const tail = rest === 0 ? '' : rest === 1 ? '[0-9]' : `[0-9]{${rest}}`;
    parts.push(`${digits.slice(0, i)}${below}${tail}`);
  }
  parts.push(digits);
  return parts.join('|');
}

export const IdParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: ID_MAX_VALUE }) });

export const IdName = Type.Object(
  { id: Type.Integer(), name: Type.String() },
  { additionalProperties: false },
);
export type IdName = Static<typeof IdName>;

export const IdTitle = Type.Object(
  { id: Type.Integer(), title: Type.String() },
  { additionalProperties: false },
);
export type IdTitle = Static<typeof IdTitle>;
