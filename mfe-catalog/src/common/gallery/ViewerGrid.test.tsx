import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PhotoViewerProps } from './PhotoViewer';
import { ViewerGrid } from './ViewerGrid';

// The lightbox package is ESM jest does not load; the e2e suite opens the real one. This
// stand-in shows the slide it was opened at, which is what the grid decides.
jest.mock('./PhotoViewer', () => ({
  __esModule: true,
  default: ({ slides, index, open }: PhotoViewerProps) =>
    open ? (
      <div role="dialog">
        {slides[index]?.caption}
        <img src={slides[index]?.src} alt={slides[index]?.alt} />
      </div>
    ) : null,
}));

const photo = (id: number) => ({
  id,
  url: `/media/p${id}.webp`,
  thumb_url: `/media/p${id}-card.webp`,
});

describe('ViewerGrid', () => {
  it('opens a floor plan in the photo viewer, in its own group, not as a file in a new tab', async () => {
    const albums = [{ id: 1, title: 'Living', photos: [photo(1), photo(2)] }];
    const plan = { id: 'floor-plan', title: 'Floor plan', photos: [photo(8), photo(9)] };
    render(<ViewerGrid albums={albums} viewerOnly={[plan]} group={plan} alt="Pool villa" />);
    expect(screen.queryByRole('link')).toBeNull();
    await userEvent.click(
      screen.getByRole('button', { name: 'Open floor plan 2 of 2 full screen' }),
    );
    const viewer = await screen.findByRole('dialog');
    expect(viewer).toHaveTextContent('Floor plan · 2 / 2');
    expect(viewer.querySelector('img[src="/media/p9.webp"]')).not.toBeNull();
  });
});
