import { DecisionQueue, type DecisionQueueApi, type ListPage } from './index';

interface Entry {
  id: number;
  title: string;
}
type Decision = 'approve' | 'reject';

const REASON_REQUIRED = 'Write the reason the account will read.';

function apiError(status: number, data: unknown) {
  return Object.assign(new Error(String(status)), {
    isAxiosError: true,
    response: { status, data },
  });
}

/** A queue over entries held here: a decision takes its entry out, as the API does. */
function queueOf(entries: Entry[], failDecision?: () => Error) {
  const waiting = [...entries];
  const decided: { id: number; body: { decision: Decision; reason?: string } }[] = [];
  const api: DecisionQueueApi<Entry, Decision> = {
    list: (page): Promise<ListPage<Entry>> =>
      Promise.resolve({
        data: [...waiting],
        meta: { current_page: page, per_page: 20, total: waiting.length, last_page: 1 },
      }),
    decide: (id, body) => {
      const failure = failDecision?.();
      if (failure) return Promise.reject(failure);
      decided.push({ id, body });
      waiting.splice(
        waiting.findIndex((entry) => entry.id === id),
        1,
      );
      return Promise.resolve({});
    },
  };
  return { queue: new DecisionQueue(api, REASON_REQUIRED), decided };
}

const villa = { id: 1, title: 'Villa' };
const condo = { id: 2, title: 'Condo' };

describe('DecisionQueue', () => {
  it('approves at once, says what was done and shows the queue without the entry', async () => {
    const { queue, decided } = queueOf([villa, condo]);
    await queue.list.load();
    expect(await queue.decideNow(villa, 'approve')).toBe(true);
    expect(decided).toEqual([{ id: 1, body: { decision: 'approve' } }]);
    expect(queue.done).toEqual({ item: villa, decision: 'approve' });
    expect(queue.list.items).toEqual([condo]);
    expect(queue.busyId).toBeNull();
  });

  it('refuses an empty reason before any request, then sends the trimmed one', async () => {
    const { queue, decided } = queueOf([villa]);
    await queue.list.load();
    queue.draft(villa, 'reject');
    queue.setReason('   ');
    expect(await queue.submitDraft()).toBe(false);
    expect([queue.reasonError, decided]).toEqual([REASON_REQUIRED, []]);
    queue.setReason('  Photos of another house.  ');
    expect(queue.reasonError).toBeNull();
    expect(await queue.submitDraft()).toBe(true);
    expect(decided).toEqual([
      { id: 1, body: { decision: 'reject', reason: 'Photos of another house.' } },
    ]);
    expect([queue.drafting, queue.done?.decision]).toEqual([null, 'reject']);
  });

  it('puts the API’s field message under the reason and keeps the dialog open', async () => {
    const { queue } = queueOf([villa], () =>
      apiError(422, { message: 'Invalid.', errors: { reason: ['Too long.'] } }),
    );
    queue.draft(villa, 'reject');
    queue.setReason('x');
    expect(await queue.submitDraft()).toBe(false);
    expect([queue.reasonError, queue.error, queue.drafting?.item]).toEqual([
      'Too long.',
      null,
      villa,
    ]);
  });

  it('closes the dialog and reloads when another admin decided first (409)', async () => {
    const { queue } = queueOf([villa], () => apiError(409, { message: 'Already decided.' }));
    queue.draft(villa, 'reject');
    queue.setReason('Duplicate.');
    expect(await queue.submitDraft()).toBe(false);
    expect([queue.drafting, queue.error, queue.list.state]).toEqual([
      null,
      'Already decided.',
      'ready',
    ]);
  });

  it('runs one decision at a time, and the dialog stays while one is on its way', async () => {
    const { queue, decided } = queueOf([villa, condo]);
    queue.draft(condo, 'reject');
    const first = queue.decideNow(villa, 'approve');
    queue.close();
    expect(queue.drafting?.item).toEqual(condo);
    expect(await queue.decideNow(condo, 'approve')).toBe(false);
    await first;
    expect(decided.map((d) => d.id)).toEqual([1]);
  });
});
