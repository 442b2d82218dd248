import type { Enquiry, EnquiryNote } from '@phuket/shared/api';
import { ENQUIRY_NOTE_MESSAGES } from '@phuket/shared/contract';
import {
  DEFAULT_VIEW,
  EnquiriesStore,
  viewFromSearch,
  viewToSearch,
  type EnquiriesApi,
} from './enquiries-store';

const enquiry = (id: number, overrides: Partial<Enquiry> = {}): Enquiry => ({
  id,
  target: { kind: 'listing', id: 7, title: 'Sea view villa', url: '/properties/7' },
  name: `Visitor ${id}`,
  email: `v${id}@example.com`,
  phone: null,
  message: 'Please call me about the villa.',
  preferred_contact: 'email',
  line_id: null,
  status: 'new',
  locale: 'en',
  first_replied_at: null,
  follow_up_on: null,
  notes_count: 0,
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

const meta = { current_page: 1, per_page: 10, total: 2, last_page: 1 };
const note = (id: number, text: string): EnquiryNote => ({
  id,
  text,
  author: { id: 3, name: 'Broker Bella' },
  created_at: '2026-11-21T10:00:00.000Z',
});

function fakeApi() {
  return {
    list: jest.fn(async () => ({ data: [enquiry(2), enquiry(1)], meta })),
    update: jest.fn(async (id: number, body: Parameters<EnquiriesApi['update']>[1]) =>
      enquiry(id, {
        ...(body.status ? { status: body.status } : {}),
        ...(body.follow_up_on !== undefined ? { follow_up_on: body.follow_up_on } : {}),
      }),
    ),
    markReplied: jest.fn(async (id: number) =>
      enquiry(id, { status: 'contacted', first_replied_at: '2026-11-20T11:00:00.000Z' }),
    ),
    notes: jest.fn(async () => [note(1, 'Called, no answer.')]),
    addNote: jest.fn(async (_id: number, text: string) => note(2, text)),
    replyTime: jest.fn(async () => ({ days: 90, average_seconds: 3600, replied: 1, waiting: 1 })),
  } satisfies EnquiriesApi;
}

describe('the inbox view in the URL', () => {
  it('reads and writes stage, follow-up due, order and page, leaving defaults out', () => {
    const view = viewFromSearch(
      new URLSearchParams('status=viewing_booked&due=1&sort=follow_up&page=3'),
    );
    expect(view).toEqual({ status: 'viewing_booked', due: true, sort: 'follow_up', page: 3 });
    expect(viewToSearch(view)).toEqual({
      status: 'viewing_booked',
      due: '1',
      sort: 'follow_up',
      page: '3',
    });
    expect(viewToSearch(DEFAULT_VIEW)).toEqual({});
  });

  it('takes anything unknown as the default', () => {
    expect(
      viewFromSearch(new URLSearchParams('status=replied&due=yes&sort=price&page=-2')),
    ).toEqual(DEFAULT_VIEW);
    expect(viewFromSearch(new URLSearchParams('page=1.5')).page).toBe(1);
  });
});

describe('EnquiriesStore', () => {
  it('asks for the view it starts with, and for each filter and order from page 1', async () => {
    const api = fakeApi();
    const store = new EnquiriesStore(api, { status: 'offer', due: true, sort: 'oldest', page: 2 });
    await store.list.load();
    expect(api.list).toHaveBeenLastCalledWith({
      page: 2,
      per_page: 10,
      'filter[status]': 'offer',
      'filter[follow_up]': 'due',
      sort: 'oldest',
    });
    await store.setDue(false);
    expect(api.list).toHaveBeenLastCalledWith({
      page: 1,
      per_page: 10,
      'filter[status]': 'offer',
      sort: 'oldest',
    });
    await store.setStatusFilter('all');
    await store.setSort('follow_up');
    expect(api.list).toHaveBeenLastCalledWith({ page: 1, per_page: 10, sort: 'follow_up' });
    await store.list.goTo(2);
    expect(store.view).toEqual({ status: 'all', due: false, sort: 'follow_up', page: 2 });
    expect(store.filtered).toBe(false);
  });

  it('changes a stage in place, says so, and reloads the reply time', async () => {
    const api = fakeApi();
    const store = new EnquiriesStore(api);
    await store.list.load();
    await store.changeStatus(1, 'viewing_booked');
    expect(api.update).toHaveBeenCalledWith(1, { status: 'viewing_booked' });
    expect(store.list.items.find((item) => item.id === 1)?.status).toBe('viewing_booked');
    expect(store.done).toEqual({ kind: 'status', name: 'Visitor 1', status: 'viewing_booked' });
    expect(store.savingId).toBeNull();
    expect(api.replyTime).toHaveBeenCalledTimes(1);
    expect(store.replyTime?.average_seconds).toBe(3600);
  });

  it('sets and clears a follow-up day', async () => {
    const api = fakeApi();
    const store = new EnquiriesStore(api);
    await store.list.load();
    await store.setFollowUp(2, '2026-12-05');
    expect(api.update).toHaveBeenLastCalledWith(2, { follow_up_on: '2026-12-05' });
    expect(store.list.items[0]?.follow_up_on).toBe('2026-12-05');
    expect(store.done).toEqual({ kind: 'follow_up', name: 'Visitor 2', day: '2026-12-05' });
    await store.setFollowUp(2, null);
    expect(api.update).toHaveBeenLastCalledWith(2, { follow_up_on: null });
    expect(store.done).toEqual({ kind: 'follow_up_cleared', name: 'Visitor 2' });
  });

  it('records a reply once: a replied enquiry past new is not sent again', async () => {
    const api = fakeApi();
    const store = new EnquiriesStore(api);
    await store.list.load();
    await store.markReplied(1);
    expect(api.markReplied).toHaveBeenCalledTimes(1);
    expect(store.list.items.find((item) => item.id === 1)).toMatchObject({
      status: 'contacted',
      first_replied_at: '2026-11-20T11:00:00.000Z',
    });
    await store.markReplied(1);
    expect(api.markReplied).toHaveBeenCalledTimes(1);
  });

  it('opens notes, refuses an empty or too long one before sending, and adds one', async () => {
    const api = fakeApi();
    const store = new EnquiriesStore(api);
    await store.list.load();
    await store.openNotes(2);
    expect(store.thread(2)).toMatchObject({
      state: 'ready',
      notes: [{ text: 'Called, no answer.' }],
    });
    expect(await store.addNote(2, '   ')).toBe(false);
    expect(store.thread(2)?.error).toBe(ENQUIRY_NOTE_MESSAGES.empty);
    expect(await store.addNote(2, 'x'.repeat(2001))).toBe(false);
    expect(store.thread(2)?.error).toBe(ENQUIRY_NOTE_MESSAGES.long);
    expect(api.addNote).not.toHaveBeenCalled();
    expect(await store.addNote(2, '  Viewing on Saturday.  ')).toBe(true);
    expect(api.addNote).toHaveBeenCalledWith(2, 'Viewing on Saturday.');
    expect(store.thread(2)?.notes.map((n) => n.text)).toEqual([
      'Called, no answer.',
      'Viewing on Saturday.',
    ]);
    expect(store.thread(2)?.error).toBeNull();
    expect(store.list.items[0]?.notes_count).toBe(1);
    expect(store.done).toEqual({ kind: 'note', name: 'Visitor 2' });
    store.closeNotes(2);
    expect(store.thread(2)).toBeUndefined();
  });

  it('reports a failed load, change and note', async () => {
    const api = fakeApi();
    api.list.mockRejectedValueOnce(new Error('offline'));
    const store = new EnquiriesStore(api);
    await store.list.load();
    expect(store.list.state).toBe('error');
    expect(store.list.error).toBe('An error has occurred. Please try again.');
    api.update.mockRejectedValueOnce(new Error('offline'));
    await store.changeStatus(1, 'closed_lost');
    expect(store.notice).toMatch(/^The status was not changed: /);
    api.update.mockRejectedValueOnce(new Error('offline'));
    await store.setFollowUp(1, '2026-12-05');
    expect(store.notice).toMatch(/^The follow-up was not changed: /);
    api.addNote.mockRejectedValueOnce(new Error('offline'));
    expect(await store.addNote(1, 'A note')).toBe(false);
    expect(store.thread(1)?.error).toBe('An error has occurred. Please try again.');
  });
});
