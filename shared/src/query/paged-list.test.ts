import { PagedList, type ListPage } from './index';

interface Row {
  id: number;
  name: string;
}

const meta = (page: number) => ({ current_page: page, per_page: 2, total: 3, last_page: 2 });

describe('PagedList', () => {
  it('loads a page, goes to another, and replaces a row in place until the next load', async () => {
    const asked: number[] = [];
    const list = new PagedList<Row>(async (page): Promise<ListPage<Row>> => {
      asked.push(page);
      return page === 1
        ? {
            data: [
              { id: 1, name: 'a' },
              { id: 2, name: 'b' },
            ],
            meta: meta(1),
          }
        : { data: [{ id: 3, name: 'c' }], meta: meta(2) };
    });
    expect(list.state).toBe('loading');
    await list.load();
    expect([list.state, list.items.map((r) => r.name), list.meta?.last_page]).toEqual([
      'ready',
      ['a', 'b'],
      2,
    ]);
    list.replace({ id: 2, name: 'B' });
    list.replace({ id: 9, name: 'not shown' });
    expect(list.items.map((r) => r.name)).toEqual(['a', 'B']);
    await list.goTo(2);
    expect([list.page, list.items.map((r) => r.name)]).toEqual([2, ['c']]);
    expect(asked).toEqual([1, 2]);
  });

  it('says the failure in the API’s words', async () => {
    const list = new PagedList<Row>(() =>
      Promise.reject(
        Object.assign(new Error('403'), {
          isAxiosError: true,
          response: { status: 403, data: { message: 'This action is unauthorized.' } },
        }),
      ),
    );
    await list.load();
    expect([list.state, list.error, list.items]).toEqual([
      'error',
      'This action is unauthorized.',
      [],
    ]);
  });
});
