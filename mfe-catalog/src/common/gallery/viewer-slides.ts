import { DEFAULT_LOCALE, type Locale } from '@phuket/shared/i18n';
import { catalogMessages } from '../messages';
/** One photo of the full-screen viewer, with the album it belongs to in its caption. */
export interface ViewerSlide {
  src: string;
  alt: string;
  /** "Living · 3 / 12": the album and the photo's place in it. */
  caption: string;
  albumIndex: number;
  photoIndex: number;
}

/** Every photo of every album, in order: the viewer pages across albums. */
export function viewerSlides(
  albums: readonly { title: string; photos: readonly { url: string }[] }[],
  alt: string,
  locale: Locale = DEFAULT_LOCALE,
): ViewerSlide[] {
  return albums.flatMap((album, albumIndex) =>
    album.photos.map((photo, photoIndex) => ({
      src: photo.url,
      alt: catalogMessages.format(locale, 'gallery.photo_alt', {
        title: alt,
        album: album.title,
        number: String(photoIndex + 1),
        count: String(album.photos.length),
      }),
      caption: `${album.title} · ${photoIndex + 1} / ${album.photos.length}`,
      albumIndex,
      photoIndex,
    })),
  );
}

/** The slide of photo `photoIndex` of album `albumIndex`. */
export function slideIndex(
  slides: readonly ViewerSlide[],
  albumIndex: number,
  photoIndex: number,
): number {
  const found = slides.findIndex((s) => s.albumIndex === albumIndex && s.photoIndex === photoIndex);
  return Math.max(0, found);
}
