// Generated from contract/endpoints/listing-feeds.ts by `pnpm --filter @phuket/shared endpoints`.
import type { EndpointRouteTable } from '../../contract/endpoint';
import type { listingFeedEndpoints } from '../../contract/endpoints/listing-feeds';

export const listingFeedRoutes = {
  importListingFile: ['POST', '/my/listing-imports'],
  importListingUrl: ['POST', '/my/listing-imports/url'],
  getListingImports: ['GET', '/my/listing-imports'],
  getListingImport: ['GET', '/my/listing-imports/:id'],
  getListingImportRows: ['GET', '/my/listing-imports/:id/rows'],
  applyListingImport: ['POST', '/my/listing-imports/:id/apply'],
  getListingFeed: ['GET', '/my/listing-feed'],
  rotateListingFeed: ['POST', '/my/listing-feed'],
  revokeListingFeed: ['DELETE', '/my/listing-feed'],
  getListingImportSchedule: ['GET', '/my/listing-import-schedule'],
  storeListingImportSchedule: ['PUT', '/my/listing-import-schedule'],
  deleteListingImportSchedule: ['DELETE', '/my/listing-import-schedule'],
} as const satisfies EndpointRouteTable<typeof listingFeedEndpoints>;
