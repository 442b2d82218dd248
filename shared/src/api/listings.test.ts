import { getListingPreview } from './catalog';
import {
  archiveListing,
  confirmListingAvailability,
  deleteListing,
  duplicateListing,
  getBrokerListings,
  getListingDraft,
  markListingRented,
  markListingSold,
  publishListing,
  storeListing,
  storeListingStep,
  unpublishListing,
} from './listings';
import { recordRequests } from '../test/record-requests';

const sent = recordRequests(() => ({ ok: true }));
const calls = () =>
  sent.map((r) => ({ method: r.method, url: r.url, params: r.params, data: r.data }));

describe('listing client functions', () => {
  it('create the draft at /listing/store?step=1 and save steps to the given paths', async () => {
    await storeListing({ title: 'Villa', offer_type: 'Sale' });
    await storeListingStep('/listing/7/step/3', { version: 2, price: 100 });
    expect(calls()).toEqual([
      {
        method: 'post',
        url: '/listing/store',
        params: { step: 1 },
        data: { title: 'Villa', offer_type: 'Sale' },
      },
      {
        method: 'post',
        url: '/listing/7/step/3',
        params: undefined,
        data: { version: 2, price: 100 },
      },
    ]);
  });

  it('send the version with every status change, none when confirming without one', async () => {
    await publishListing('/listing/7/publish', 3);
    await unpublishListing('/listing/7/unpublish', 4);
    await markListingSold('/listing/7/mark-sold', 5);
    await markListingRented('/listing/8/mark-rented', 1);
    await archiveListing('/listing/7/archive', 6);
    await confirmListingAvailability('/listing/7/confirm-availability');
    expect(sent.map((s) => [s.url, s.data])).toEqual([
      ['/listing/7/publish', { version: 3 }],
      ['/listing/7/unpublish', { version: 4 }],
      ['/listing/7/mark-sold', { version: 5 }],
      ['/listing/8/mark-rented', { version: 1 }],
      ['/listing/7/archive', { version: 6 }],
      ['/listing/7/confirm-availability', {}],
    ]);
  });

  it('read, duplicate, delete and list with the right methods and queries', async () => {
    await getListingDraft(7);
    await duplicateListing('/listing/7/duplicate');
    await deleteListing('/listing/7/delete-listing', 9);
    await getBrokerListings({ page: 2, 'filter[status]': 'draft' });
    await getListingPreview(7, 'USD');
    await getListingPreview(8);
    expect(sent.map((s) => [s.method, s.url, s.params])).toEqual([
      ['get', '/listing/7', undefined],
      ['post', '/listing/7/duplicate', undefined],
      ['delete', '/listing/7/delete-listing', { version: 9 }],
      ['get', '/get/broker/listings', { page: 2, 'filter[status]': 'draft' }],
      ['get', '/listing/7/preview', { currency: 'USD' }],
      ['get', '/listing/8/preview', {}],
    ]);
  });
});
