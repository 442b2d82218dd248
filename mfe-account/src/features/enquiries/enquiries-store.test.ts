import type { Enquiry } from '@phuket/shared/api';
import { EnquiriesStore, type EnquiriesApi } from './enquiries-store';

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
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

const meta = { current_page: 1, per_page: 10, total: 2, last_page: 1 };

function fakeApi(): EnquiriesApi & { list: jest.Mock; setStatus: jest.Mock } {
  return {
    list: jest.fn(async () => ({ data: [enquiry(2), enquiry(1)], meta })),
    setStatus: jest.fn(async (id: number, status: Enquiry['status']) => enquiry(id, { status })),
  };
}

describe('EnquiriesStore', () => {
  it('loads a page, and asks for the chosen status from page 1', async () => {
    const api = fakeApi();
    const store = new EnquiriesStore(api);
    await store.list.load();
    expect(api.list).toHaveBeenLastCalledWith({ page: 1, per_page: 10 });
    expect(store.list.items.map((item) => item.id)).toEqual([2, 1]);
    expect(store.list.state).toBe('ready');

    await store.list.goTo(2);
    expect(api.list).toHaveBeenLastCalledWith({ page: 2, per_page: 10 });
    await store.setFilter('replied');
    expect(api.list).toHaveBeenLastCalledWith({
      page: 1,
      per_page: 10,
      'filter[status]': 'replied',
    });
  });

  it('changes a status in place and says so', async () => {
    const api = fakeApi();
    const store = new EnquiriesStore(api);
    await store.list.load();
    await store.changeStatus(1, 'replied');
    expect(api.setStatus).toHaveBeenCalledWith(1, 'replied');
    expect(store.list.items.find((item) => item.id === 1)?.status).toBe('replied');
    expect(store.notice).toBe('Enquiry from Visitor 1 marked replied.');
    expect(store.savingId).toBeNull();
  });

  it('reports a failed load and a failed change', async () => {
    const api = fakeApi();
    api.list.mockRejectedValueOnce(new Error('offline'));
    const store = new EnquiriesStore(api);
    await store.list.load();
    expect(store.list.state).toBe('error');
    expect(store.list.error).toBe('An error has occurred. Please try again.');
    api.setStatus.mockRejectedValueOnce(new Error('offline'));
    await store.changeStatus(1, 'closed');
    expect(store.notice).toMatch(/^The status was not changed/);
  });
});
