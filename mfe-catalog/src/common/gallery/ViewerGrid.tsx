import { useMemo } from 'react';
import type { GalleryAlbum } from './Gallery';
import { galleryViewerSlides } from './Gallery';
import { usePhotoViewer } from './use-photo-viewer';
import { slideIndex } from './viewer-slides';

export interface ViewerGridProps {
  /** The gallery's albums and viewer-only groups, as the Gallery got them. */
  albums: readonly GalleryAlbum[];
  viewerOnly: readonly GalleryAlbum[];
  /** The group of `viewerOnly` this grid shows (the floor plan). */
  group: GalleryAlbum;
  alt: string;
}

/**
 * One group's thumbnails (a listing's floor plan) that open the gallery's full-screen viewer
 * at that photo, in its own group, paging on through the rest: no raw file in a new tab.
 */
export function ViewerGrid({ albums, viewerOnly, group, alt }: ViewerGridProps) {
  const slides = useMemo(
    () => galleryViewerSlides(albums, viewerOnly, alt),
    [albums, viewerOnly, alt],
  );
  const viewer = usePhotoViewer(slides);
  const groupIndex = [...albums, ...viewerOnly]
    .filter((item) => item.photos.length > 0)
    .indexOf(group);
  const count = group.photos.length;
  return (
    <>
      <ul className="photo-grid">
        {group.photos.map((photo, index) => (
          <li key={photo.id}>
            <button
              type="button"
              className="photo-grid__open"
              aria-haspopup="dialog"
              aria-label={`Open ${group.title.toLowerCase()} ${index + 1} of ${count} full screen`}
              onClick={(event) =>
                viewer.open(slideIndex(slides, groupIndex, index), event.currentTarget)
              }
            >
              <img
                src={photo.thumb_url ?? photo.url}
                alt={`${group.title} ${index + 1} of ${count}`}
                loading="lazy"
                width={400}
                height={300}
              />
            </button>
          </li>
        ))}
      </ul>
      {viewer.viewer}
    </>
  );
}
