import type { ComponentType, ReactNode } from 'react';
import { useRef, useState } from 'react';
import type { PhotoViewerProps } from './PhotoViewer';
import type { ViewerSlide } from './viewer-slides';

export interface PhotoViewerHandle {
  /** Opens the viewer at `index`; focus returns to `from` when it closes. */
  open(index: number, from: HTMLElement | null): void;
  isOpen: boolean;
  /** The viewer itself (null until first opened): render it where the opener is. */
  viewer: ReactNode;
}

/**
 * The full-screen photo viewer over `slides`. Its code arrives on the first open (a lazy chunk
 * with its CSS), so no page's first load carries it.
 */
export function usePhotoViewer(slides: readonly ViewerSlide[]): PhotoViewerHandle {
  const [Viewer, setViewer] = useState<ComponentType<PhotoViewerProps> | null>(null);
  const [at, setAt] = useState<number | null>(null);
  const opener = useRef<HTMLElement | null>(null);

  const open = (index: number, from: HTMLElement | null) => {
    opener.current = from;
    if (Viewer) {
      setAt(index);
      return;
    }
    import('./PhotoViewer').then(
      (module) => {
        setViewer(() => module.default);
        setAt(index);
      },
      // Offline or a failed chunk: the photo stays as it is; the next click tries again.
      (error: unknown) => console.error('The photo viewer could not be loaded', error),
    );
  };

  return {
    open,
    isOpen: at !== null,
    viewer: Viewer ? (
      <Viewer
        slides={slides}
        index={at ?? 0}
        open={at !== null}
        onClose={() => setAt(null)}
        onClosed={() => opener.current?.focus()}
      />
    ) : null,
  };
}
