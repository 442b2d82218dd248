import { useMemo } from 'react';
import type { GalleryAlbum } from './Gallery';
import { galleryViewerSlides } from './Gallery';
import { usePhotoViewer } from './use-photo-viewer';
import { slideIndex } from './viewer-slides';
import { useLocale, useMessages } from '@phuket/shared/i18n';
import { catalogMessages } from '../messages';

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
  const t = useMessages(catalogMessages);
  const locale = useLocale();
  const slides = useMemo(
    () => galleryViewerSlides(albums, viewerOnly, alt, locale),
    [albums, viewerOnly, alt, locale],
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
              aria-label={t('gallery.open_group', {
                group: group.title.toLowerCase(),
                number: String(index + 1),
                count: String(count),
              })}
              onClick={(event) =>
                viewer.open(slideIndex(slides, groupIndex, index), event.currentTarget)
              }
            >
              <img
                src={photo.thumb_url ?? photo.url}
                alt={t('gallery.group_alt', {
                  group: group.title,
                  number: String(index + 1),
                  count: String(count),
                })}
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
