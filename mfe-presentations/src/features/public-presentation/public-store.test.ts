import type { Currency } from '@phuket/shared/domain';
import type { Answer, PublicApi } from './public-store';
import { PublicPresentationStore } from './public-store';

interface Shown {
  title: string;
  currency: Currency;
}
interface Gone {
  message: string;
}

function axiosError(status: number, data: unknown) {
  return Object.assign(new Error(`HTTP ${status}`), {
    isAxiosError: true,
    response: { status, data },
  });
}

function fakeApi(loadAnswer: () => Promise<Shown>) {
  const loads: (Currency | null)[] = [];
  const opens: string[] = [];
  const sent: { itemId: number; answer: Answer; comment: string }[] = [];
  let feedbackError: Error | null = null;
  const api: PublicApi<Shown, Gone> = {
    load: (_slug, currency) => {
      loads.push(currency);
      return loadAnswer();
    },
    recordOpen: (slug) => {
      opens.push(slug);
      return Promise.resolve({ counted: true });
    },
    sendFeedback: (_slug, itemId, answer, comment) => {
      sent.push({ itemId, answer, comment });
      return feedbackError ? Promise.reject(feedbackError) : Promise.resolve({ message: 'ok' });
    },
    gone: (error) => {
      const response = (error as { response?: { status: number; data: Gone } }).response;
      return response?.status === 410 ? response.data : null;
    },
  };
  return {
    api,
    loads,
    opens,
    sent,
    refuseFeedback(error: Error) {
      feedbackError = error;
    },
  };
}

describe('PublicPresentationStore', () => {
  it('loads, records one open per view, and reloads in the currency the client picks', async () => {
    const fake = fakeApi(() => Promise.resolve({ title: 'Villas', currency: 'THB' }));
    const store = new PublicPresentationStore(fake.api, 'Ab3dEf7hJk');
    await store.load();
    store.recordOpen();
    store.recordOpen();
    expect(store.state).toBe('ready');
    expect(fake.opens).toEqual(['Ab3dEf7hJk']);

    store.setCurrency('USD');
    expect(fake.loads).toEqual([null, 'USD']);
  });

  it('shows the polite page for an expired or revoked link, and not-found for a 404', async () => {
    const gone = fakeApi(() =>
      Promise.reject(axiosError(410, { message: 'This link has expired.' })),
    );
    const store = new PublicPresentationStore(gone.api, 'Ab3dEf7hJk');
    await store.load();
    store.recordOpen();
    expect(store.state).toBe('gone');
    expect(store.gone).toEqual({ message: 'This link has expired.' });
    expect(gone.opens).toEqual([]);

    const missing = fakeApi(() => Promise.reject(axiosError(404, { message: 'Not found' })));
    const other = new PublicPresentationStore(missing.api, 'Zz9yXw8vUt');
    await other.load();
    expect(other.state).toBe('not-found');
  });

  it('asks for an answer before sending, sends the trimmed comment, and shows field errors', async () => {
    const fake = fakeApi(() => Promise.resolve({ title: 'Villas', currency: 'THB' }));
    const store = new PublicPresentationStore(fake.api, 'Ab3dEf7hJk');
    expect(await store.send(3)).toBe(false);
    expect(store.draftOf(3).errors.answer).toBe('Choose Like, Maybe or No.');
    expect(fake.sent).toEqual([]);

    store.setAnswer(3, 'like');
    store.setComment(3, '  Love the pool  ');
    expect(await store.send(3)).toBe(true);
    expect(fake.sent).toEqual([{ itemId: 3, answer: 'like', comment: 'Love the pool' }]);
    expect(store.draftOf(3).state).toBe('sent');

    fake.refuseFeedback(
      axiosError(422, { message: 'Check the comment.', errors: { comment: ['Too long.'] } }),
    );
    store.setComment(3, 'x'.repeat(20));
    expect(await store.send(3)).toBe(false);
    expect(store.draftOf(3)).toMatchObject({
      state: 'error',
      message: 'Not sent: Check the comment.',
      errors: { comment: 'Too long.' },
    });
  });
});
