// Generated from contract/endpoints/presentations.ts by `pnpm --filter @phuket/shared endpoints`.
import type { EndpointRouteTable } from '../../contract/endpoint';
import type { presentationEndpoints } from '../../contract/endpoints/presentations';

export const presentationRoutes = {
  getPresentations: ['GET', '/presentations'],
  createPresentation: ['POST', '/presentations'],
  getPresentationBySlug: ['GET', '/presentations/slug/:slug'],
  getPresentation: ['GET', '/presentations/:id'],
  updatePresentation: ['PUT', '/presentations/:id'],
  reorderPresentationItems: ['PUT', '/presentations/:id/order'],
  deletePresentation: ['DELETE', '/presentations/:id'],
  duplicatePresentation: ['POST', '/presentations/:id/duplicate'],
  revokePresentationLink: ['POST', '/presentations/:id/revoke'],
  regeneratePresentationLink: ['POST', '/presentations/:id/regenerate'],
  getPresentationOptions: ['GET', '/get/presentations/options'],
  getPublicPresentation: ['GET', '/presentation/:slug'],
  recordPresentationOpen: ['POST', '/presentation/:slug/open'],
  recordPresentationView: ['POST', '/presentation/:slug/items/:itemId/view'],
  sendPresentationFeedback: ['POST', '/presentation/:slug/items/:itemId/feedback'],
} as const satisfies EndpointRouteTable<typeof presentationEndpoints>;
