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
  updateEnquiry: ['PATCH', '/my/enquiries/:id'],
  markEnquiryReplied: ['POST', '/my/enquiries/:id/replied'],
  getEnquiryNotes: ['GET', '/my/enquiries/:id/notes'],
  addEnquiryNote: ['POST', '/my/enquiries/:id/notes'],
  getEnquiryReplyTime: ['GET', '/my/enquiries/reply-time'],
} as const satisfies EndpointRouteTable<typeof enquiryEndpoints>;
