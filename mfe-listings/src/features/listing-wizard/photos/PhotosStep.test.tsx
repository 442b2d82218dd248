import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ListingDraft } from '@phuket/shared/api/listings';
import { PhotosStep } from './PhotosStep';
import type { PhotosApi } from './photos-store';
import { photosApi } from './photos-store';
import { draft, photo, twoAlbums } from './test-drafts';

// The component over a stand-in of the client functions: what it shows and what it asks for.

function setup(initial: ListingDraft = twoAlbums(), overrides: Partial<PhotosApi> = {}) {
  const calls: string[] = [];
  const changes: ListingDraft[] = [];
  const api: PhotosApi = {
    ...photosApi,
    cover: async (path, id) => {
      calls.push(`cover ${path} ${id}`);
      return draft(
        initial.albums.map((a) => ({
          ...a,
          photos: a.photos.map((p) => ({ ...p, is_main: p.id === id })),
        })),
      );
    },
    remove: async (path, id) => {
      calls.push(`remove ${path} ${id}`);
      return draft(
        initial.albums.map((a) => ({ ...a, photos: a.photos.filter((p) => p.id !== id) })),
      );
    },
    ...overrides,
  };
  const { unmount } = render(
    <PhotosStep draft={initial} onDraftChange={(d) => changes.push(d)} api={api} />,
  );
  return { calls, changes, unmount };
}

describe('PhotosStep', () => {
  it('shows albums with their photos, the count and what publishing still needs', () => {
    setup(draft([{ id: 1, title: 'Living', photos: [photo(11, 1, 0, true)] }]));
    expect(screen.getByRole('region', { name: 'Photos' })).toBeInTheDocument();
    expect(screen.getByText('1 of 50 photos (2 more needed to publish)')).toBeInTheDocument();
    const album = screen.getByRole('region', { name: 'Living (1)' });
    expect(within(album).getByRole('img', { name: 'Photo 1 in Living' })).toHaveAttribute(
      'src',
      '/media/listings/7/p11-card.webp',
    );
    expect(screen.getByLabelText('Add photos')).toHaveAttribute('type', 'file');
  });

  it('marks the cover with aria-pressed and changes it', async () => {
    const { calls, changes } = setup();
    const cover = (name: string) => screen.getByRole('button', { name: `Cover: ${name}` });
    expect(cover('Photo 1 in Living')).toHaveAttribute('aria-pressed', 'true');
    expect(cover('Photo 2 in Living')).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(cover('Photo 2 in Living'));
    expect(calls).toEqual(['cover /listing/7/photos 12']);
    expect(cover('Photo 2 in Living')).toHaveAttribute('aria-pressed', 'true');
    expect(cover('Photo 1 in Living')).toHaveAttribute('aria-pressed', 'false');
    expect(changes).toHaveLength(1);
  });

  it('asks before deleting a photo; Cancel deletes nothing', async () => {
    const { calls } = setup();
    await userEvent.click(screen.getByRole('button', { name: 'Delete Photo 3 in Living' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete this photo?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls).toEqual([]);
    expect(screen.queryByRole('alertdialog')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Delete Photo 3 in Living' }));
    await userEvent.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(calls).toEqual(['remove /listing/7/photos 13']);
    expect(screen.queryByRole('img', { name: 'Photo 3 in Living' })).toBeNull();
    expect(screen.getByText('3 of 50 photos')).toBeInTheDocument();
  });

  it('offers deleting an album only while it is empty, and renames one', async () => {
    const renamed: string[] = [];
    const initial = draft([
      { id: 1, title: 'Living', photos: [photo(11, 1, 0, true)] },
      { id: 2, title: 'Pool', photos: [] },
    ]);
    setup(initial, {
      renameAlbum: async (_path, id, body) => {
        renamed.push(`${id} ${body.title}`);
        return draft(initial.albums.map((a) => (a.id === id ? { ...a, title: body.title } : a)));
      },
    });
    expect(screen.queryByRole('button', { name: 'Delete album Living' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Delete album Pool' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Rename album Pool' }));
    const input = screen.getByLabelText('Album name');
    await userEvent.clear(input);
    await userEvent.type(input, 'Pool deck{Enter}');
    expect(renamed).toEqual(['2 Pool deck']);
    expect(screen.getByRole('region', { name: 'Pool deck (0)' })).toBeInTheDocument();
  });

  it('gives every photo a keyboard move handle described for screen readers', () => {
    setup();
    const handle = screen.getByRole('button', { name: 'Move Photo 1 in Living' });
    expect(handle).toHaveAttribute('aria-roledescription', 'sortable');
    expect(handle).toHaveAttribute('aria-describedby');
    expect(handle.tabIndex).toBe(0);
  });

  describe('a photo the server is still processing (HEIC)', () => {
    const processing = { status: 'processing', error: null } as const;
    const living = (second: ReturnType<typeof photo>) =>
      draft([{ id: 1, title: 'Living', photos: [photo(11, 1, 0, true), second] }]);

    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it('shows "Processing…", asks again with a growing delay, then shows the photo and says so', async () => {
      const loads: number[] = [];
      let answer = living(photo(12, 1, 1, false, processing));
      setup(answer, {
        load: async (id) => {
          loads.push(Number(id));
          return answer;
        },
      });
      const tile = screen.getByRole('img', { name: 'Photo 2 in Living' });
      expect(tile).toHaveTextContent('Processing…');
      expect(tile).not.toHaveAttribute('src');
      // Not a cover candidate and not counted toward publishing yet.
      expect(screen.queryByRole('button', { name: 'Cover: Photo 2 in Living' })).toBeNull();
      expect(
        screen.getByText('2 of 50 photos, 1 processing (2 more needed to publish)'),
      ).toBeInTheDocument();

      await act(() => jest.advanceTimersByTimeAsync(1000));
      expect(loads).toEqual([7]);
      // Still processing: the next question comes half as late again (1.5 s), not sooner.
      await act(() => jest.advanceTimersByTimeAsync(1400));
      expect(loads).toEqual([7]);
      answer = living(photo(12, 1, 1));
      await act(() => jest.advanceTimersByTimeAsync(100));
      expect(loads).toEqual([7, 7]);
      expect(screen.getByRole('img', { name: 'Photo 2 in Living' })).toHaveAttribute(
        'src',
        '/media/listings/7/p12-card.webp',
      );
      expect(screen.getByTestId('photos-announcement')).toHaveTextContent(
        'Photo 2 in Living is ready.',
      );
      expect(screen.getByText('2 of 50 photos (1 more needed to publish)')).toBeInTheDocument();
      // Nothing processing any more: no more questions.
      await act(() => jest.advanceTimersByTimeAsync(60_000));
      expect(loads).toEqual([7, 7]);
    });

    it('shows a failure with its reason and a Remove that needs no confirmation', async () => {
      const reason = 'This photo is already in this listing.';
      const loads: number[] = [];
      const { calls } = setup(living(photo(12, 1, 1, false, processing)), {
        load: async (id) => {
          loads.push(Number(id));
          return living(photo(12, 1, 1, false, { status: 'failed', error: reason }));
        },
      });
      await act(() => jest.advanceTimersByTimeAsync(1000));
      expect(screen.getByRole('img', { name: 'Photo 2 in Living' })).toHaveTextContent(reason);
      expect(screen.getByTestId('photos-announcement')).toHaveTextContent(
        `Photo 2 in Living could not be processed: ${reason}`,
      );
      jest.useRealTimers();
      await userEvent.click(screen.getByRole('button', { name: 'Remove Photo 2 in Living' }));
      expect(screen.queryByRole('alertdialog')).toBeNull();
      expect(calls).toEqual(['remove /listing/7/photos 12']);
      expect(loads).toEqual([7]);
    });

    it('stops asking when the step is left', async () => {
      const loads: number[] = [];
      const { unmount } = setup(living(photo(12, 1, 1, false, processing)), {
        load: async (id) => {
          loads.push(Number(id));
          return living(photo(12, 1, 1, false, processing));
        },
      });
      await act(() => jest.advanceTimersByTimeAsync(1000));
      expect(loads).toEqual([7]);
      unmount();
      await jest.advanceTimersByTimeAsync(60_000);
      expect(loads).toEqual([7]);
    });
  });
});
