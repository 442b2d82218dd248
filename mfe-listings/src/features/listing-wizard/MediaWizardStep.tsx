import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import {
  deleteFloorPlanPhoto,
  deleteListingDocument,
  deleteListingVideo,
  getListingDraft,
  storeFloorPlanPhoto,
  storeListingDocument,
} from '@phuket/shared/api/listings';
import type { UploadedFloorPlanPhoto } from '@phuket/shared/api/listings';
import { checkListingPhotoFile } from '@phuket/shared/contract';
import { UploadQueue } from '@phuket/shared/upload';
import { MediaStep } from './media/MediaStep';
import type { MediaApi, MediaFields } from './media/media-store';
import { MediaStepStore } from './media/media-store';
import type { ListingWizardStore } from './wizard-store';
import type { StepProps } from './wizard-steps';

const api: MediaApi = {
  load: (id) => getListingDraft(id),
  deleteVideo: deleteListingVideo,
  deleteFloorPlanPhoto,
  storeDocument: (path, file, fields, onProgress) =>
    storeListingDocument(path, file, fields, { onProgress }),
  deleteDocument: deleteListingDocument,
};

/**
 * The media live outside the fields' autosave (each upload or removal is its own request), so
 * only these fields of the wizard's draft are replaced: its version and values stay as the last
 * save left them.
 */
function mergeInto(wizard: ListingWizardStore, media: MediaFields): void {
  wizard.acceptMedia(media);
}

/** Step 5: video, floor plan and documents of the wizard's draft. Its own chunk (tus). */
export default observer(function MediaWizardStep({ store: wizard }: StepProps) {
  const draft = wizard.draft;
  const [stores, setStores] = useState<{
    media: MediaStepStore;
    queue: UploadQueue<UploadedFloorPlanPhoto, number>;
  } | null>(null);

  const draftId = draft?.id ?? null;
  useEffect(() => {
    const current = wizard.draft;
    if (!current) return undefined;
    const media = new MediaStepStore(current, api, (fields) => mergeInto(wizard, fields));
    const queue = new UploadQueue<UploadedFloorPlanPhoto, number>({
      upload: (file, onProgress, position) =>
        storeFloorPlanPhoto(current.paths.floor_plan_photos, file, {
          onProgress,
          ...(position === undefined ? {} : { position }),
        }),
      check: checkListingPhotoFile,
      place: () => media.placeFloorPlanPhoto(),
      onUploaded: (result) => media.floorPlanUploaded(result),
      // The upload's message is in its row: an older one above would contradict it.
      onError: () => media.clearError(),
    });
    setStores({ media, queue });
    // The server's view, not the wizard's: another tab may have added media since.
    void media.refresh();
    return () => media.dispose();
    // One store per draft (draftId): the wizard's later saves must not reset uploads in progress.
  }, [wizard, draftId]);

  if (!draft) return null;
  if (!stores) return null;
  return <MediaStep store={stores.media} queue={stores.queue} />;
});
