import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  LISTING_PHOTO_ACCEPT,
  LISTING_PHOTO_TOO_LARGE_MESSAGE,
  LISTING_PHOTO_WRONG_TYPE,
  checkListingPhotoFile,
} from '../contract/limits';
import { PhotoUploader } from './PhotoUploader';
import { UploadQueue } from './upload-queue';

interface Pending {
  file: File;
  progress: (fraction: number) => void;
  resolve: (value: string) => void;
  reject: (error: unknown) => void;
}

let pending: Pending[];
let uploaded: string[];

function makeQueue(concurrency = 2) {
  return new UploadQueue<string>({
    upload: (file, progress) =>
      new Promise<string>((resolve, reject) => {
        pending.push({ file, progress, resolve, reject });
      }),
    check: checkListingPhotoFile,
    onUploaded: (result) => uploaded.push(result),
    concurrency,
  });
}

function photo(name: string, size = 1000, type = 'image/jpeg'): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

/** An error as axios rejects with it for a 422 answer. */
function apiError(status: number, data: unknown) {
  return { isAxiosError: true, response: { status, data } };
}

function renderUploader(queue: UploadQueue<string>) {
  render(
    <PhotoUploader
      queue={queue}
      accept={LISTING_PHOTO_ACCEPT}
      label="Add photos"
      hint="JPEG, PNG, WebP or HEIC, up to 20 MB each."
      renderResult={(result) => <p>{`stored ${result}`}</p>}
    />,
  );
}

const item = (name: string) => {
  const row = screen.getByText(name).closest('li');
  if (!row) throw new Error(`no row for ${name}`);
  return within(row);
};

beforeEach(() => {
  pending = [];
  uploaded = [];
});

describe('PhotoUploader', () => {
  it('refuses a wrong type or an oversized file before sending, with the reason', async () => {
    const queue = makeQueue();
    renderUploader(queue);
    await userEvent.upload(
      screen.getByLabelText('Add photos'),
      [photo('notes.txt', 100, 'text/plain'), photo('huge.jpg', 21 * 1024 * 1024)],
      { applyAccept: false },
    );
    expect(item('notes.txt').getByRole('alert')).toHaveTextContent(LISTING_PHOTO_WRONG_TYPE);
    expect(item('huge.jpg').getByRole('alert')).toHaveTextContent(LISTING_PHOTO_TOO_LARGE_MESSAGE);
    expect(item('huge.jpg').queryByRole('button', { name: 'Retry huge.jpg' })).toBeNull();
    expect(pending).toHaveLength(0);
  });

  it("says a refusal in the page's language when the area translates it", async () => {
    const queue = makeQueue();
    render(
      <PhotoUploader
        queue={queue}
        accept={LISTING_PHOTO_ACCEPT}
        label="Add photos"
        hint="JPEG, PNG, WebP or HEIC, up to 20 MB each."
        say={(message) => (message === LISTING_PHOTO_WRONG_TYPE ? 'Выберите фото' : message)}
      />,
    );
    await userEvent.upload(
      screen.getByLabelText('Add photos'),
      [photo('notes.txt', 100, 'text/plain')],
      { applyAccept: false },
    );
    expect(item('notes.txt').getByRole('alert')).toHaveTextContent('Выберите фото');
  });

  it('takes a HEIC file the browser gives no type, by its extension', () => {
    expect(checkListingPhotoFile({ name: 'IMG_0001.HEIC', type: '', size: 2_000_000 })).toBeNull();
    expect(checkListingPhotoFile({ name: 'notes.txt', type: '', size: 10 })).toBe(
      LISTING_PHOTO_WRONG_TYPE,
    );
  });

  it('shows a progress bar per file and sends at most two at once', async () => {
    const queue = makeQueue(2);
    renderUploader(queue);
    await userEvent.upload(screen.getByLabelText('Add photos'), [
      photo('a.jpg'),
      photo('b.jpg'),
      photo('c.jpg'),
    ]);
    expect(pending.map((p) => p.file.name)).toEqual(['a.jpg', 'b.jpg']);
    expect(item('c.jpg').getByText('Waiting')).toBeInTheDocument();

    act(() => pending[0]?.progress(0.4));
    expect(screen.getByRole('progressbar', { name: 'Uploading a.jpg' })).toHaveAttribute(
      'value',
      '40',
    );
    expect(item('a.jpg').getByText('40%')).toBeInTheDocument();

    await act(async () => pending[0]?.resolve('photo-a'));
    expect(item('a.jpg').getByText('Uploaded')).toBeInTheDocument();
    expect(item('a.jpg').getByText('stored photo-a')).toBeInTheDocument();
    expect(item('a.jpg').queryByRole('progressbar')).toBeNull();
    // The third starts when a place is free.
    expect(pending.map((p) => p.file.name)).toEqual(['a.jpg', 'b.jpg', 'c.jpg']);
    expect(uploaded).toEqual(['photo-a']);
  });

  it("shows the API's reason for a server failure and retries that file alone", async () => {
    const queue = makeQueue();
    renderUploader(queue);
    await userEvent.upload(screen.getByLabelText('Add photos'), [photo('pool.jpg')]);
    const message = 'The service is busy. Try again in a minute.';
    await act(async () => pending[0]?.reject(apiError(503, { message })));
    expect(item('pool.jpg').getByRole('alert')).toHaveTextContent(message);
    expect(item('pool.jpg').getByText('Failed')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Retry pool.jpg' }));
    expect(pending).toHaveLength(2);
    expect(pending[1]?.file.name).toBe('pool.jpg');
    expect(item('pool.jpg').queryByRole('alert')).toBeNull();
    await act(async () => pending[1]?.resolve('photo-pool'));
    expect(item('pool.jpg').getByText('Uploaded')).toBeInTheDocument();
    expect(uploaded).toEqual(['photo-pool']);

    await userEvent.click(screen.getByRole('button', { name: 'Dismiss pool.jpg' }));
    expect(screen.queryByText('pool.jpg')).toBeNull();
  });

  it("takes the API's refusal of a type or size as final: the accepted types, no Retry", async () => {
    const queue = makeQueue();
    renderUploader(queue);
    await userEvent.upload(screen.getByLabelText('Add photos'), [
      photo('scan.jpg'),
      photo('big.jpg'),
    ]);
    const wrongType = 'The file must be a JPEG, PNG, WebP or HEIC image.';
    await act(async () =>
      pending[0]?.reject(apiError(422, { message: wrongType, errors: { file: [wrongType] } })),
    );
    await act(async () =>
      pending[1]?.reject(apiError(413, { message: 'The file must not be greater than 20 MB.' })),
    );
    expect(item('scan.jpg').getByRole('alert')).toHaveTextContent(wrongType);
    expect(item('scan.jpg').getByText('Not uploaded')).toBeInTheDocument();
    expect(item('scan.jpg').queryByRole('button', { name: 'Retry scan.jpg' })).toBeNull();
    expect(item('big.jpg').queryByRole('button', { name: 'Retry big.jpg' })).toBeNull();
    expect(item('scan.jpg').getByRole('button', { name: 'Dismiss scan.jpg' })).toBeEnabled();
  });

  it('replaces the refusals of the last pick with the next pick', async () => {
    const errors: string[] = [];
    const queue = new UploadQueue<string>({
      upload: () => new Promise<string>(() => undefined),
      check: checkListingPhotoFile,
      onError: (message) => errors.push(message),
    });
    renderUploader(queue);
    const input = screen.getByLabelText('Add photos');
    await userEvent.upload(input, [photo('notes.txt', 100, 'text/plain')], { applyAccept: false });
    await userEvent.upload(input, [photo('huge.jpg', 21 * 1024 * 1024)], { applyAccept: false });
    expect(screen.queryByText('notes.txt')).toBeNull();
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(item('huge.jpg').getByRole('alert')).toHaveTextContent(LISTING_PHOTO_TOO_LARGE_MESSAGE);
    expect(errors).toEqual([LISTING_PHOTO_WRONG_TYPE, LISTING_PHOTO_TOO_LARGE_MESSAGE]);
  });

  it('gives each file its place when picked and sends it with the file, whatever finishes first', async () => {
    const sent: { name: string; place: number | undefined }[] = [];
    const finish: ((value: string) => void)[] = [];
    let next = 10;
    const queue = new UploadQueue<string, number>({
      upload: (file, _progress, place) =>
        new Promise<string>((resolve) => {
          sent.push({ name: file.name, place });
          finish.push(resolve);
        }),
      check: checkListingPhotoFile,
      place: () => next++,
      concurrency: 3,
    });
    queue.add([
      photo('large.jpg', 9_000_000),
      photo('small.jpg', 1000),
      photo('notes.txt', 1, 'text/plain'),
    ]);
    await act(async () => finish[1]?.('small'));
    await act(async () => finish[0]?.('large'));
    expect(sent).toEqual([
      { name: 'large.jpg', place: 10 },
      { name: 'small.jpg', place: 11 },
    ]);
    expect(queue.items.map((i) => i.place)).toEqual([10, 11, undefined]);
  });

  it('says the queue settled once after files picked together all answered, not after one alone', async () => {
    let settled = 0;
    const queue = new UploadQueue<string>({
      upload: (file) =>
        new Promise<string>((resolve, reject) => {
          pending.push({ file, progress: () => undefined, resolve, reject });
        }),
      onSettled: () => settled++,
    });
    queue.add([photo('a.jpg'), photo('b.jpg'), photo('c.jpg')]);
    await act(async () => pending[1]?.resolve('b'));
    await act(async () => pending[0]?.resolve('a'));
    // The third is on the wire now: not settled yet.
    expect(settled).toBe(0);
    await act(async () => pending[2]?.resolve('c'));
    expect(settled).toBe(1);
    // One file alone answers for itself: nothing to read again.
    queue.add([photo('d.jpg')]);
    await act(async () => pending[3]?.resolve('d'));
    expect(settled).toBe(1);
    // A failure among them still settles the ones taken.
    queue.add([photo('e.jpg'), photo('f.jpg'), photo('g.jpg')]);
    await act(async () => pending[4]?.resolve('e'));
    await act(async () => pending[5]?.reject(new Error('Network Error')));
    expect(settled).toBe(1);
    await act(async () => pending[6]?.resolve('g'));
    expect(settled).toBe(2);
  });

  it('says the connection failed when no answer came', async () => {
    const queue = makeQueue();
    renderUploader(queue);
    await userEvent.upload(screen.getByLabelText('Add photos'), [photo('bed.jpg')]);
    await act(async () => pending[0]?.reject({ isAxiosError: true }));
    expect(item('bed.jpg').getByRole('alert')).toHaveTextContent(
      'The server cannot be reached. Check your connection and try again.',
    );
    expect(screen.getByRole('button', { name: 'Retry bed.jpg' })).toBeEnabled();
  });
});
