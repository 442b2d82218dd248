import { ErrorBody } from '@phuket/shared/contract';

export {
  EmptyObject,
  ErrorBody,
  IdParams,
  MessageBody,
  NoBody,
  Paginated,
  PaginationMeta,
  PaginationQuery,
  StringEnum,
} from '@phuket/shared/contract';

/** Response schemas for the error codes a route can answer with. */
export function errorResponses(...codes: number[]): Record<number, typeof ErrorBody> {
  const out: Record<number, typeof ErrorBody> = {};
  for (const code of codes) out[code] = ErrorBody;
  return out;
}
