import { Type, type TSchema, type Static } from '@sinclair/typebox';

/** Body of every error answer: `{ message, errors? }`, errors keyed by field name. */
export const ErrorBody = Type.Object(
  {
    message: Type.String(),
    errors: Type.Optional(Type.Record(Type.String(), Type.Array(Type.String()))),
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

/** Query of every paginated list; `maxPerPage` bounds what a client can ask for. */
export function PaginationQuery(defaultPerPage: number, maxPerPage = 100) {
  return {
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000, default: 1 })),
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

/** Response schemas for the error codes a route can answer with. */
export function errorResponses(...codes: number[]): Record<number, typeof ErrorBody> {
  const out: Record<number, typeof ErrorBody> = {};
  for (const code of codes) out[code] = ErrorBody;
  return out;
}

export const MessageBody = Type.Object({ message: Type.String() }, { additionalProperties: false });

/** Routes without a request body still declare it empty, so stray fields are refused. */
export const EmptyObject = Type.Object({}, { additionalProperties: false });

/**
 * Body of actions that take none (logout…). A request without a body validates as null, so
 * null passes; an object with any field is refused.
 */
export const NoBody = Type.Union([EmptyObject, Type.Null()]);
