// Generated from contract/endpoints/listings.ts by `pnpm --filter @phuket/shared endpoints`.
import type { EndpointRouteTable } from '../../contract/endpoint';
import type { listingEndpoints } from '../../contract/endpoints/listings';

export const listingRoutes = {
  storeListing: ['POST', '/listing/store'],
  getListingDraft: ['GET', '/listing/:id'],
  storeListingStep1: ['POST', '/listing/:id/step/1'],
  storeListingStep2: ['POST', '/listing/:id/step/2'],
  storeListingStep3: ['POST', '/listing/:id/step/3'],
  duplicateListing: ['POST', '/listing/:id/duplicate'],
  deleteListing: ['DELETE', '/listing/:id/delete-listing'],
  publishListing: ['POST', '/listing/:id/publish'],
  markListingSold: ['POST', '/listing/:id/mark-sold'],
  markListingRented: ['POST', '/listing/:id/mark-rented'],
  archiveListing: ['POST', '/listing/:id/archive'],
  getListingDuplicates: ['GET', '/listing/:id/duplicates'],
  confirmListingAvailability: ['POST', '/listing/:id/confirm-availability'],
  unpublishListing: ['POST', '/listing/:id/unpublish'],
  getBrokerListings: ['GET', '/get/broker/listings'],
  uploadListingPhoto: ['POST', '/listing/:id/photos'],
  createListingAlbum: ['POST', '/listing/:id/albums'],
  renameListingAlbum: ['PUT', '/listing/:id/albums/:albumId'],
  deleteListingAlbum: ['DELETE', '/listing/:id/albums/:albumId'],
  orderListingPhotos: ['PUT', '/listing/:id/photos/order'],
  setListingCover: ['POST', '/listing/:id/photos/:photoId/cover'],
  deleteListingPhoto: ['DELETE', '/listing/:id/photos/:photoId'],
  storeFloorPlanPhoto: ['POST', '/listing/:id/floor-plan/photos'],
  deleteFloorPlanPhoto: ['DELETE', '/listing/:id/floor-plan/photos/:photoId'],
  storeListingDocument: ['POST', '/listing/:id/documents'],
  deleteListingDocument: ['DELETE', '/listing/:id/documents/:documentId'],
  deleteListingVideo: ['DELETE', '/listings/:id/video'],
} as const satisfies EndpointRouteTable<typeof listingEndpoints>;
