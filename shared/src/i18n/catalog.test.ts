import { MessageCatalog } from './catalog';
import * as english from './test-catalog/en.po';

describe('MessageCatalog', () => {
  const loads: string[] = [];
  const catalog = new MessageCatalog('test', english, {
    ru: () => {
      loads.push('ru');
      return import('./test-catalog/ru.po');
    },
    th: () => Promise.reject(new Error('offline')),
    zh: () => import('./test-catalog/en.po'),
  });

  it('has English at once and fills in arguments', () => {
    expect(catalog.isReady('en')).toBe(true);
    expect(catalog.format('en', 'saved', { count: 1 })).toBe('1 property saved');
    expect(catalog.format('en', 'saved', { count: 5 })).toBe('5 properties saved');
  });

  it("loads a language once and uses its plural forms (Russian's three)", async () => {
    expect(catalog.isReady('ru')).toBe(false);
    await Promise.all([catalog.load('ru'), catalog.load('ru')]);
    expect(loads).toEqual(['ru']);
    expect(catalog.format('ru', 'saved', { count: 1 })).toBe('Сохранён 1 объект');
    expect(catalog.format('ru', 'saved', { count: 3 })).toBe('Сохранено 3 объекта');
    expect(catalog.format('ru', 'saved', { count: 5 })).toBe('Сохранено 5 объектов');
    expect(catalog.format('ru', 'saved', { count: 21 })).toBe('Сохранён 21 объект');
  });

  it('reads in English when a language could not be fetched', async () => {
    await expect(catalog.load('th')).rejects.toThrow('offline');
    expect(catalog.format('th', 'saved', { count: 2 })).toBe('2 properties saved');
  });
});
