import type { PresentationGoneBody, PublicPresentation } from '@phuket/shared/api/presentations';
import {
  getPublicPresentation,
  readPresentationGone,
  recordPresentationOpen,
  sendPresentationFeedback,
} from '@phuket/shared/api/presentations';
import type { PublicApi } from './public-store';

export const publicApi: PublicApi<PublicPresentation, PresentationGoneBody> = {
  load: (slug, currency) => getPublicPresentation(slug, currency ?? undefined),
  recordOpen: recordPresentationOpen,
  sendFeedback: (slug, itemId, answer, comment) =>
    sendPresentationFeedback(slug, itemId, { answer, comment: comment || null }),
  gone: readPresentationGone,
};
