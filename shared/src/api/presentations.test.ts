import {
  createPresentation,
  deletePresentation,
  duplicatePresentation,
  getPresentation,
  getPresentationBySlug,
  getPresentationOptions,
  getPresentations,
  getPublicPresentation,
  readPresentationGone,
  recordPresentationOpen,
  recordPresentationView,
  regeneratePresentationLink,
  reorderPresentationItems,
  revokePresentationLink,
  sendPresentationFeedback,
  updatePresentation,
} from './presentations';
import { recordRequests } from '../test/record-requests';

const sent = recordRequests();
const calls = () => sent.map((r) => [r.method, r.url, r.params, r.data]);

describe('presentation client functions', () => {
  it('call the owner routes by id with the right methods and bodies', async () => {
    await getPresentations({ page: 2 });
    await createPresentation({ title: 'For Anna' });
    await getPresentation(4);
    await getPresentationBySlug('a1B2c3D4e5');
    await updatePresentation(4, { version: 2, intro: 'Hello' });
    await reorderPresentationItems(4, 3, [9, 8]);
    await duplicatePresentation(4);
    await revokePresentationLink(4);
    await regeneratePresentationLink(4);
    await deletePresentation(4);
    await getPresentationOptions({ currency: 'USD', 'filter[bedrooms]': '2' });
    expect(calls()).toEqual([
      ['get', '/presentations', { page: 2 }, undefined],
      ['post', '/presentations', undefined, { title: 'For Anna' }],
      ['get', '/presentations/4', undefined, undefined],
      ['get', '/presentations/slug/a1B2c3D4e5', undefined, undefined],
      ['put', '/presentations/4', undefined, { version: 2, intro: 'Hello' }],
      ['put', '/presentations/4/order', undefined, { version: 3, item_ids: [9, 8] }],
      ['post', '/presentations/4/duplicate', undefined, {}],
      ['post', '/presentations/4/revoke', undefined, {}],
      ['post', '/presentations/4/regenerate', undefined, {}],
      ['delete', '/presentations/4', undefined, undefined],
      [
        'get',
        '/get/presentations/options',
        { currency: 'USD', 'filter[bedrooms]': '2' },
        undefined,
      ],
    ]);
  });

  it('call the public routes by slug', async () => {
    await getPublicPresentation('a1B2c3D4e5', 'EUR');
    await recordPresentationOpen('a1B2c3D4e5');
    await recordPresentationView('a1B2c3D4e5', 7);
    await sendPresentationFeedback('a1B2c3D4e5', 7, { answer: 'like', comment: 'Lovely' });
    expect(calls()).toEqual([
      ['get', '/presentation/a1B2c3D4e5', { currency: 'EUR' }, undefined],
      ['post', '/presentation/a1B2c3D4e5/open', undefined, {}],
      ['post', '/presentation/a1B2c3D4e5/items/7/view', undefined, {}],
      [
        'post',
        '/presentation/a1B2c3D4e5/items/7/feedback',
        undefined,
        { answer: 'like', comment: 'Lovely' },
      ],
    ]);
  });

  it('read the 410 body of an expired link and nothing else', () => {
    const contact = { name: 'Nok', image_url: null, phone: null, chat_url: null, email: null };
    const gone = { message: 'Expired', status: 'expired', title: 'For Anna', contact };
    expect(readPresentationGone({ response: { status: 410, data: gone } })).toEqual(gone);
    expect(readPresentationGone({ response: { status: 404, data: gone } })).toBeNull();
    expect(readPresentationGone(new Error('x'))).toBeNull();
  });
});
