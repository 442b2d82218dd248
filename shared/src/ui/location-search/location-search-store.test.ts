import type { SearchSuggestion } from '@phuket/shared/domain';
import {
  LocationSearchStore,
  freeTextSearch,
  suggestionPath,
  type FetchSuggestions,
} from './location-search-store';

const kata: SearchSuggestion = { kind: 'area', id: 5, label: 'Kata', detail: null, score: 1 };
const crest: SearchSuggestion = {
  kind: 'project',
  id: 3,
  label: 'Andaman Crest Kata',
  detail: 'Kata',
  score: 0.5,
};
const hills: SearchSuggestion = {
  kind: 'developer',
  id: 4,
  label: 'Kata Hills Development',
  detail: null,
  score: 0.9,
};

/** Timers the test fires by hand, so no test waits on the clock. */
function manualTimers() {
  const queue = new Map<number, () => void>();
  let next = 1;
  return {
    set: (fn: () => void) => {
      queue.set(next, fn);
      return next++;
    },
    clear: (handle: unknown) => {
      queue.delete(handle as number);
    },
    fire: () => {
      const due = [...queue.values()];
      queue.clear();
      due.forEach((fn) => fn());
    },
    get size() {
      return queue.size;
    },
  };
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

describe('LocationSearchStore', () => {
  it('makes one request for keystrokes within the debounce and groups the answer by kind', async () => {
    const timers = manualTimers();
    const fetch = jest.fn((_q: string, _signal: AbortSignal) =>
      Promise.resolve([kata, hills, crest]),
    );
    const store = new LocationSearchStore(fetch, timers);
    store.setQuery('k');
    store.setQuery('ka');
    store.setQuery('kat');
    expect(timers.size).toBe(1);
    timers.fire();
    await store.bestMatch();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]?.[0]).toBe('kat');
    expect(store.groups.map((g) => g.label)).toEqual(['Areas', 'Projects', 'Developers']);
    expect(store.groups.flatMap((g) => g.items.map((i) => i.index))).toEqual([0, 1, 2]);
    expect(store.items).toEqual([kata, crest, hills]);
  });

  it('aborts the older request when a newer one starts, and ignores its late answer', async () => {
    const timers = manualTimers();
    const first = deferred<SearchSuggestion[]>();
    const second = deferred<SearchSuggestion[]>();
    const signals: AbortSignal[] = [];
    const answers = [first.promise, second.promise];
    const store = new LocationSearchStore((_q, signal) => {
      signals.push(signal);
      return answers[signals.length - 1] ?? Promise.resolve([]);
    }, timers);
    store.setQuery('ka');
    timers.fire();
    store.setQuery('andaman');
    timers.fire();
    expect(signals[0]?.aborted).toBe(true);
    expect(signals[1]?.aborted).toBe(false);
    second.resolve([crest]);
    first.resolve([kata]);
    await Promise.all([first.promise, second.promise]);
    await Promise.resolve();
    expect(store.items).toEqual([crest]);
  });

  it('walks the list with the arrow keys, wrapping at the ends', async () => {
    const store = new LocationSearchStore(() => Promise.resolve([kata, crest]), manualTimers());
    store.setQuery('kata');
    await store.bestMatch();
    expect(store.active).toBeNull();
    store.move(1);
    expect(store.active).toEqual(kata);
    store.move(1);
    expect(store.active).toEqual(crest);
    store.move(1);
    expect(store.active).toEqual(kata);
    store.move(-1);
    expect(store.active).toEqual(crest);
  });

  it('takes the highest score of any kind as the best match, asking at once if needed', async () => {
    const fetch = jest.fn(() => Promise.resolve([crest, hills]));
    const store = new LocationSearchStore(fetch, manualTimers());
    store.setQuery('kata hills');
    // Enter before the debounce fired: the request goes out now.
    expect(await store.bestMatch()).toEqual(hills);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('lists every area with nothing typed, and shows a chosen label without searching', () => {
    const timers = manualTimers();
    const fetch = jest.fn(() => Promise.resolve([]));
    const store = new LocationSearchStore(fetch, timers);
    store.setAreas([
      { id: 5, name: 'Kata' },
      { id: 6, name: 'Karon' },
    ]);
    store.openList();
    expect(store.groups).toHaveLength(1);
    expect(store.groups[0]?.items.map((i) => i.item.label)).toEqual(['Kata', 'Karon']);
    store.showChoice('Kata');
    expect(store.query).toBe('Kata');
    expect(store.open).toBe(false);
    expect(timers.size).toBe(0);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('says there is no match only once the answer for the text came back empty', async () => {
    const store = new LocationSearchStore(() => Promise.resolve([]), manualTimers());
    store.setQuery('zzz');
    expect(store.noMatches).toBe(false);
    expect(await store.bestMatch()).toBeNull();
    expect(store.noMatches).toBe(true);
  });
});

describe('suggestionPath', () => {
  it('opens a project, a developer and a listing on their own pages; an area has none', () => {
    expect(suggestionPath(crest)).toBe('/projects/3');
    expect(suggestionPath(hills)).toBe('/developers/4');
    expect(suggestionPath({ ...kata, kind: 'property', id: 77 })).toBe('/properties/77');
    expect(suggestionPath(kata)).toBeNull();
  });
});

describe('free text sent without a pick', () => {
  it('takes the best area when one is close enough, else searches the text', () => {
    expect(freeTextSearch('kata', [kata, crest, hills])).toEqual({ location_id: 5 });
    expect(freeTextSearch('Katta', [{ ...kata, score: 0.55 }])).toEqual({ location_id: 5 });
    // Only a project matches well: the text is searched for, not the project's area.
    expect(freeTextSearch(' Andaman  Crest ', [{ ...kata, score: 0.2 }, crest])).toEqual({
      search: 'Andaman Crest',
    });
    expect(freeTextSearch('zzz', [])).toEqual({ search: 'zzz' });
    expect(freeTextSearch('   ', [kata])).toBeNull();
  });

  it("asks for the text's suggestions at once when sent before the debounce fired", async () => {
    const fetch = jest.fn<ReturnType<FetchSuggestions>, Parameters<FetchSuggestions>>(() =>
      Promise.resolve([kata]),
    );
    const store = new LocationSearchStore(fetch, manualTimers());
    store.setQuery('kat');
    expect(await store.freeText()).toEqual({ location_id: 5 });
    expect(fetch).toHaveBeenCalledTimes(1);
    store.setQuery('nowhere');
    fetch.mockResolvedValueOnce([]);
    expect(await store.freeText()).toEqual({ search: 'nowhere' });
  });
});
