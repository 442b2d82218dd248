import { useCallback } from 'react';
import { INVALID_FIELDS_MESSAGE } from '@phuket/shared/autosave';
import {
  ALBUM_NOT_EMPTY,
  DUPLICATE_LISTING_PHOTO,
  EMPTY_FILE_MESSAGE,
  EMPTY_MEDIA_FILE,
  LISTING_DOCUMENT_TOO_LARGE,
  LISTING_DOCUMENT_WRONG_TYPE,
  LISTING_PHOTO_TOO_LARGE,
  LISTING_PHOTO_TOO_LARGE_MESSAGE,
  LISTING_PHOTO_WRONG_TYPE,
  LISTING_VIDEO_BUSY,
  LISTING_VIDEO_TOO_LARGE,
  LISTING_VIDEO_WRONG_TYPE,
  MODERATION_MESSAGES,
  NOT_A_PDF,
  NOT_A_LISTING_PHOTO,
  NOT_A_LISTING_VIDEO,
  PHOTO_NOT_READY,
  PHOTO_ORDER_MISMATCH,
  PDF_ACTIVE_CONTENT,
  PDF_INCOMPLETE,
  PHOTO_PROCESSING_FAILED,
  PUBLISH_REQUIREMENT_MESSAGES,
  SOFT_PHOTO_WARNING,
  STALE_LISTING_MESSAGE,
  TOO_MANY_FLOOR_PLAN_PHOTOS,
  TOO_MANY_LISTING_DOCUMENTS,
  TOO_MANY_LISTING_PHOTOS,
  UNREADABLE_VIDEO,
} from '@phuket/shared/contract';
import { msgId, useAccountRuleText, useMessages } from '@phuket/shared/i18n';
import { listingsMessages } from './messages';

// The contract's messages are English on purpose: the API answers with them too. The browser
// shows them in the page's language by their known text; anything else (an API message this
// list does not know) stays as the API wrote it.
const KNOWN = new Map<string, string>([
  [STALE_LISTING_MESSAGE, msgId('contract.stale_listing')],
  [MODERATION_MESSAGES.reasonRequired, msgId('contract.moderation_reason_required')],
  [MODERATION_MESSAGES.notWaiting, msgId('contract.moderation_not_waiting')],
  [INVALID_FIELDS_MESSAGE, msgId('contract.invalid_fields')],
  [PUBLISH_REQUIREMENT_MESSAGES.title, msgId('contract.publish_needs_title')],
  [PUBLISH_REQUIREMENT_MESSAGES.property_type, msgId('contract.publish_needs_property_type')],
  [PUBLISH_REQUIREMENT_MESSAGES.offer_type, msgId('contract.publish_needs_offer_type')],
  [PUBLISH_REQUIREMENT_MESSAGES.price, msgId('contract.publish_needs_price')],
  [PUBLISH_REQUIREMENT_MESSAGES.location, msgId('contract.publish_needs_location')],
  [PUBLISH_REQUIREMENT_MESSAGES.photos, msgId('contract.publish_needs_photos')],
  [LISTING_PHOTO_WRONG_TYPE, msgId('contract.photo_wrong_type')],
  [LISTING_PHOTO_TOO_LARGE_MESSAGE, msgId('contract.photo_too_large')],
  [EMPTY_FILE_MESSAGE, msgId('contract.empty_image')],
  [NOT_A_LISTING_PHOTO, msgId('contract.not_a_photo')],
  [LISTING_PHOTO_TOO_LARGE, msgId('contract.file_over_20mb')],
  [LISTING_DOCUMENT_TOO_LARGE, msgId('contract.file_over_20mb')],
  [TOO_MANY_LISTING_PHOTOS, msgId('contract.too_many_photos')],
  [DUPLICATE_LISTING_PHOTO, msgId('contract.duplicate_photo')],
  [SOFT_PHOTO_WARNING, msgId('contract.soft_photo')],
  [PHOTO_PROCESSING_FAILED, msgId('contract.photo_processing_failed')],
  [PHOTO_NOT_READY, msgId('contract.photo_not_ready')],
  [ALBUM_NOT_EMPTY, msgId('contract.album_not_empty')],
  [PHOTO_ORDER_MISMATCH, msgId('contract.photo_order_mismatch')],
  [NOT_A_LISTING_VIDEO, msgId('contract.not_a_video')],
  [LISTING_VIDEO_TOO_LARGE, msgId('contract.video_too_large')],
  [UNREADABLE_VIDEO, msgId('contract.unreadable_video')],
  [LISTING_VIDEO_WRONG_TYPE, msgId('contract.video_wrong_type')],
  [LISTING_VIDEO_BUSY, msgId('contract.video_busy')],
  [EMPTY_MEDIA_FILE, msgId('contract.empty_file')],
  [TOO_MANY_LISTING_DOCUMENTS, msgId('contract.too_many_documents')],
  [TOO_MANY_FLOOR_PLAN_PHOTOS, msgId('contract.too_many_floor_plan_photos')],
  [LISTING_DOCUMENT_WRONG_TYPE, msgId('contract.document_wrong_type')],
  [NOT_A_PDF, msgId('contract.not_a_pdf')],
  [PDF_INCOMPLETE, msgId('contract.pdf_incomplete')],
  [PDF_ACTIVE_CONTENT, msgId('contract.pdf_active')],
]);

/** A contract message (the browser's check or the API's answer) in the page's language. */
export function useContractText(): (english: string) => string {
  const t = useMessages(listingsMessages);
  const accountRule = useAccountRuleText();
  return useCallback(
    (english: string) => {
      const id = KNOWN.get(english);
      if (id !== undefined) return t(id);
      return accountRule(english) ?? english;
    },
    [t, accountRule],
  );
}
