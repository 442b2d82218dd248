// Generated from contract/endpoints/catalog.ts by `pnpm --filter @phuket/shared endpoints`.
import type { EndpointRouteTable } from '../../contract/endpoint';
import type { catalogEndpoints } from '../../contract/endpoints/catalog';

export const catalogRoutes = {
  getLocations: ['GET', '/locations'],
  getProperties: ['GET', '/properties'],
  getProperty: ['GET', '/:id/property'],
  getPropertyYield: ['GET', '/:id/property/yield'],
  getHomeListings: ['GET', '/get-listings'],
  getDevelopers: ['GET', '/developers'],
  getDeveloper: ['GET', '/developers/:id'],
  getDeveloperListings: ['GET', '/developers/:id/listings'],
  getProjects: ['GET', '/projects'],
  getProject: ['GET', '/projects/:id'],
  getProjectListings: ['GET', '/projects/:id/listings'],
  getAgent: ['GET', '/agents/:id'],
  getAgentListings: ['GET', '/agents/:id/listings'],
  getFilterOptions: ['GET', '/:offerType/options'],
  getSearchSuggestions: ['GET', '/search/suggestions'],
  subscribeToMailingList: ['POST', '/subscribe'],
  getListingPreview: ['GET', '/listing/:id/preview'],
} as const satisfies EndpointRouteTable<typeof catalogEndpoints>;
