// Generated from contract/endpoints/enquiries.ts by `pnpm --filter @phuket/shared endpoints`.
import type { EndpointRouteTable } from '../../contract/endpoint';
import type { enquiryEndpoints } from '../../contract/endpoints/enquiries';

export const enquiryRoutes = {
  sendListingEnquiry: ['POST', '/:id/property/enquiry'],
  sendProjectEnquiry: ['POST', '/projects/:id/enquiry'],
  sendDeveloperEnquiry: ['POST', '/developers/:id/enquiry'],
  sendAgentEnquiry: ['POST', '/agents/:id/enquiry'],
  sendContactEnquiry: ['POST', '/contact/enquiry'],
  getMyEnquiries: ['GET', '/my/enquiries'],
  getSentEnquiries: ['GET', '/my/sent-enquiries'],
  setEnquiryStatus: ['POST', '/my/enquiries/:id/status'],
} as const satisfies EndpointRouteTable<typeof enquiryEndpoints>;
