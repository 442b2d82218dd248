// The full-screen photo viewer. Loaded on the first click on a photo, with
// its CSS, so yet-another-react-lightbox stays out of every page's first load.
import Lightbox from 'yet-another-react-lightbox';
import Captions from 'yet-another-react-lightbox/plugins/captions';
import 'yet-another-react-lightbox/styles.css';
import 'yet-another-react-lightbox/plugins/captions.css';
import type { ViewerSlide } from './viewer-slides';
import { useMessages } from '@phuket/shared/i18n';
import { catalogMessages } from '../messages';

export interface PhotoViewerProps {
  slides: readonly ViewerSlide[];
  index: number;
  open: boolean;
  onClose: () => void;
  /** After the closing animation: focus goes back to what opened the viewer. */
  onClosed: () => void;
}

export default function PhotoViewer({ slides, index, open, onClose, onClosed }: PhotoViewerProps) {
  const t = useMessages(catalogMessages);
  const labels = {
    Previous: t('gallery.previous'),
    Next: t('gallery.next'),
    Close: t('gallery.close'),
    Lightbox: t('gallery.viewer'),
    Carousel: t('gallery.photos'),
    Slide: t('gallery.slide'),
  };
  return (
    <Lightbox
      open={open}
      close={onClose}
      index={index}
      // Across every album in order; Next from an album's last photo goes on to the next album.
      slides={slides.map((slide) => ({
        src: slide.src,
        alt: slide.alt,
        title: slide.caption,
      }))}
      plugins={[Captions]}
      captions={{ showToggle: false }}
      carousel={{ finite: false, preload: 1 }}
      controller={{ closeOnBackdropClick: true }}
      labels={labels}
      on={{ exited: onClosed }}
    />
  );
}
