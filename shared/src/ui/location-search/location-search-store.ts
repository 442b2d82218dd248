import { makeAutoObservable, runInAction } from 'mobx';
import type { SearchSuggestion, SearchSuggestionKind } from '@phuket/shared/domain';
import { SEARCH_SUGGESTION_KINDS, SEARCH_TEXT_MAX } from '@phuket/shared/domain';
import { msgId } from '@phuket/shared/i18n';

export type FetchSuggestions = (q: string, signal: AbortSignal) => Promise<SearchSuggestion[]>;

/** Headings of the suggestion groups, in the contract's order. */
export const SUGGESTION_GROUP_LABELS: Record<SearchSuggestionKind, string> = {
  area: 'Areas',
  project: 'Projects',
  developer: 'Developers',
  property: 'Properties',
};

export const LOCATION_PLACEHOLDER = 'Enter area, community or property';
/** The placeholder's message in the shared catalog (English: LOCATION_PLACEHOLDER). */
export const LOCATION_PLACEHOLDER_ID = msgId('location_search.placeholder');

/** The suggestion groups' headings in the shared catalog (English: SUGGESTION_GROUP_LABELS). */
export const SUGGESTION_GROUP_IDS: Record<SearchSuggestionKind, string> = {
  area: msgId('location_search.areas'),
  project: msgId('location_search.projects'),
  developer: msgId('location_search.developers'),
  property: msgId('location_search.properties'),
};

/**
 * The page a chosen suggestion opens: a project, a developer or a listing its own page; an
 * area has none (it filters the search in place).
 */
export function suggestionPath(item: SearchSuggestion): string | null {
  switch (item.kind) {
    case 'project':
      return `/projects/${item.id}`;
    case 'developer':
      return `/developers/${item.id}`;
    case 'property':
      return `/properties/${item.id}`;
    case 'area':
      return null;
  }
}

/** An area suggestion at least this close to the typed text is taken for it (catches "Katta"). */
export const AREA_MATCH_MIN_SCORE = 0.5;

/** What typed text searches for when the visitor sends it without choosing a suggestion. */
export type FreeTextSearch = { location_id: number } | { search: string } | null;

/**
 * Text sent without a pick (Get WOW, Apply): the best matching area when one is close enough
 * (the API ranks an area starting with the text first, at score 1), else the text itself as a
 * search of titles, addresses and area names. Never dropped; null only for blank text.
 */
export function freeTextSearch(
  text: string,
  suggestions: readonly SearchSuggestion[],
): FreeTextSearch {
  const needle = text.trim().replace(/\s+/g, ' ').slice(0, SEARCH_TEXT_MAX);
  if (needle === '') return null;
  const area = suggestions.find(
    (item) => item.kind === 'area' && item.score >= AREA_MATCH_MIN_SCORE,
  );
  return area ? { location_id: area.id } : { search: needle };
}

/** Keystrokes closer together than this make one request. */
export const SUGGEST_DEBOUNCE_MS = 150;

export interface SuggestionGroup {
  kind: SearchSuggestionKind;
  label: string;
  /** Each item with its index in the flat list the arrow keys walk. */
  items: { item: SearchSuggestion; index: number }[];
}

interface Timers {
  set(fn: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

const realTimers: Timers = {
  set: (fn, ms) => setTimeout(fn, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/**
 * The location search of the hero and the filters bar: the typed text, the suggestions the API
 * gave for it, and the highlighted one. Requests are debounced, and a newer keystroke aborts
 * the request of an older one, so a slow answer never replaces a newer list. With nothing
 * typed, the list is every area (the select it replaced offered them all).
 */
export class LocationSearchStore {
  query = '';
  open = false;
  /** Index in `items` of the highlighted suggestion; -1 = none. */
  activeIndex = -1;
  loading = false;
  private results: SearchSuggestion[] = [];
  /** The text `results` answer. */
  private resultsFor = '';
  private areas: SearchSuggestion[] = [];
  private timer: unknown = null;
  private controller: AbortController | null = null;
  private pending: Promise<SearchSuggestion[]> | null = null;

  constructor(
    private readonly fetchSuggestions: FetchSuggestions,
    private readonly timers: Timers = realTimers,
    private readonly debounceMs = SUGGEST_DEBOUNCE_MS,
  ) {
    makeAutoObservable<this, 'timers' | 'fetchSuggestions' | 'timer' | 'controller' | 'pending'>(
      this,
      { timers: false, fetchSuggestions: false, timer: false, controller: false, pending: false },
    );
  }

  private get needle(): string {
    return this.query.trim().slice(0, SEARCH_TEXT_MAX);
  }

  /**
   * What the list shows, in the order it shows them (grouped by kind, so the arrow keys walk
   * what the eye sees): every area with nothing typed, else the answer for the text.
   */
  get items(): SearchSuggestion[] {
    if (this.needle === '') return this.areas;
    if (this.resultsFor !== this.needle) return [];
    const rank = (kind: SearchSuggestionKind) => SEARCH_SUGGESTION_KINDS.indexOf(kind);
    return this.results
      .map((item, index) => ({ item, index }))
      .sort((a, b) => rank(a.item.kind) - rank(b.item.kind) || a.index - b.index)
      .map(({ item }) => item);
  }

  get groups(): SuggestionGroup[] {
    const groups: SuggestionGroup[] = [];
    this.items.forEach((item, index) => {
      let group = groups.find((g) => g.kind === item.kind);
      if (!group) {
        group = { kind: item.kind, label: SUGGESTION_GROUP_LABELS[item.kind], items: [] };
        groups.push(group);
      }
      group.items.push({ item, index });
    });
    return groups;
  }

  get active(): SearchSuggestion | null {
    return this.open ? (this.items[this.activeIndex] ?? null) : null;
  }

  /** The closest match of any kind: what Enter takes when nothing is highlighted. */
  get best(): SearchSuggestion | null {
    if (this.needle === '' || this.resultsFor !== this.needle) return null;
    let best: SearchSuggestion | null = null;
    for (const item of this.results) if (!best || item.score > best.score) best = item;
    return best;
  }

  /** Nothing typed yet, or an answer with no match: the list says so. */
  get noMatches(): boolean {
    return this.needle !== '' && this.resultsFor === this.needle && this.results.length === 0;
  }

  setAreas(areas: readonly { id: number; name: string }[]): void {
    this.areas = areas.map((area) => ({
      kind: 'area',
      id: area.id,
      label: area.name,
      detail: null,
      score: 0,
    }));
  }

  setQuery(text: string): void {
    this.query = text;
    this.open = true;
    this.activeIndex = -1;
    this.schedule();
  }

  /** Shows `label` in the field without searching for it (a chosen suggestion). */
  showChoice(label: string): void {
    this.cancel();
    this.query = label;
    this.open = false;
    this.activeIndex = -1;
  }

  openList(): void {
    this.open = true;
  }

  close(): void {
    this.open = false;
    this.activeIndex = -1;
  }

  /** Arrow keys: down from none is the first, up from none the last; the ends wrap. */
  move(delta: 1 | -1): void {
    const count = this.items.length;
    this.open = true;
    if (count === 0) {
      this.activeIndex = -1;
      return;
    }
    if (this.activeIndex < 0) this.activeIndex = delta === 1 ? 0 : count - 1;
    else this.activeIndex = (this.activeIndex + delta + count) % count;
  }

  setActive(index: number): void {
    this.activeIndex = index;
  }

  /**
   * The best match for the text now in the field, asking at once if the debounced request has
   * not answered yet (Enter typed right after the last key). Null when nothing matches.
   */
  async bestMatch(): Promise<SearchSuggestion | null> {
    await this.matches();
    return this.best;
  }

  /** The API's answer for the text now in the field (asked at once if not in yet). */
  async matches(): Promise<SearchSuggestion[]> {
    if (this.needle === '') return [];
    if (this.resultsFor !== this.needle) {
      this.clearTimer();
      await (this.pending ?? this.request());
    }
    return this.resultsFor === this.needle ? this.results : [];
  }

  /** What the text in the field searches for when sent without a pick (freeTextSearch). */
  async freeText(): Promise<FreeTextSearch> {
    return freeTextSearch(this.query, await this.matches());
  }

  dispose(): void {
    this.cancel();
  }

  private schedule(): void {
    this.clearTimer();
    if (this.needle === '' || this.needle === this.resultsFor) {
      this.abort();
      return;
    }
    this.timer = this.timers.set(() => {
      this.timer = null;
      void this.request();
    }, this.debounceMs);
  }

  private request(): Promise<SearchSuggestion[]> {
    this.abort();
    const controller = new AbortController();
    this.controller = controller;
    const needle = this.needle;
    this.loading = true;
    const pending = this.fetchSuggestions(needle, controller.signal).then(
      (list) => {
        if (controller.signal.aborted) return [];
        runInAction(() => {
          this.results = list;
          this.resultsFor = needle;
          this.loading = false;
        });
        return list;
      },
      // An aborted request is expected; any other failure leaves the list empty (docs/product-rules.md §8: a
      // location search failure is ignored, like the select's).
      () => {
        if (!controller.signal.aborted) {
          runInAction(() => {
            this.results = [];
            this.resultsFor = needle;
            this.loading = false;
          });
        }
        return [];
      },
    );
    this.pending = pending;
    void pending.finally(() => {
      if (this.pending === pending) this.pending = null;
    });
    return pending;
  }

  private clearTimer(): void {
    if (this.timer !== null) this.timers.clear(this.timer);
    this.timer = null;
  }

  private abort(): void {
    this.controller?.abort();
    this.controller = null;
    this.pending = null;
    this.loading = false;
  }

  private cancel(): void {
    this.clearTimer();
    this.abort();
  }
}
