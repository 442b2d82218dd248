import { fillPath, matchPath } from '../contract/endpoint';
import { addFavourite, getFavouriteListings, mergeFavourites } from './favourites';
import { recordRequests } from '../test/record-requests';

// The client functions derived from the contract send the declared method and path, the
// query as query parameters and the body as JSON.

const sent = recordRequests(() => ({ ids: [7] }));

it('fills the path parameters', async () => {
  await expect(addFavourite(7)).resolves.toEqual([7]);
  expect(sent.map((c) => [c.method, c.url])).toEqual([['put', '/favourites/7']]);
});

it('sends the body as JSON and the query as parameters', async () => {
  await mergeFavourites([3, 7]);
  await getFavouriteListings([3, 7], 'USD');
  expect(sent[0]?.data).toEqual({ ids: [3, 7] });
  expect(sent[1]?.params).toEqual({ ids: '3,7', currency: 'USD' });
  expect(sent[1]?.url).toBe('/favourites/listings');
});

describe('fillPath', () => {
  it('encodes each value', () => {
    expect(fillPath('/a/:id/b/:slug', { id: 7, slug: 'x/y z' })).toBe('/a/7/b/x%2Fy%20z');
  });

  it('refuses a missing parameter', () => {
    expect(() => fillPath('/favourites/:id', {})).toThrow('no value for :id');
  });
});

describe('matchPath', () => {
  it('reads each parameter as the path has it', () => {
    expect(matchPath('/developers/:id/photos/:photoId', '/developers/9/photos/a%20b')).toEqual({
      id: '9',
      photoId: 'a b',
    });
  });

  it('answers null for a path of another pattern, its dots and all taken literally', () => {
    expect(matchPath('/listing/:id/step2', '/listing/7/step3')).toBeNull();
    expect(matchPath('/a.b/:id', '/aXb/7')).toBeNull();
  });
});
