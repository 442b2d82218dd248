import { emptyFilters, type FilterState } from '../contract/filters';

export { emptyFilters };

/** Reset Filters (docs/product-rules.md §4): everything goes except buildings, view and sort. */
export function resetFilters(state: FilterState): FilterState {
  return {
    ...emptyFilters(),
    buildings: [...state.buildings],
    view: state.view,
    sort: state.sort,
  };
}

/**
 * Rental type only means something for Rent and property status only outside Rent; the filters
 * bar hides the other one, so a value left there would be an invisible filter.
 */
export function normalizeFilters(input: FilterState): FilterState {
  // The range's currency only means something beside a range.
  const state =
    input.price_range === null && input.price_currency !== null
      ? { ...input, price_currency: null }
      : input;
  if (state.offer_type === 'Rent') {
    // Tenure is a buyer's question too: the bar hides it for rentals like property status.
    return state.property_stage.length === 0 && state.tenure === null
      ? state
      : { ...state, property_stage: [], tenure: null };
  }
  return state.rental_type === null ? state : { ...state, rental_type: null };
}

export type FilterKey = Exclude<keyof FilterState, 'view' | 'sort' | 'buildings'>;

export function isFilterActive(state: FilterState, key: FilterKey): boolean {
  const value = state[key];
  if (typeof value === 'boolean') return value;
  if (Array.isArray(value)) return value.length > 0;
  return value !== null && value !== undefined;
}

/** Filters that live in the expanded panel of the filters bar, in display order. */
export const PANEL_FILTER_KEYS = [
  'rental_type',
  'property_stage',
  'furniture',
  'amenities_filter',
  'developer_id',
  'project_id',
  'tenure',
  'reduced',
] as const satisfies readonly FilterKey[];

export interface HiddenFilterOptions {
  hideDeveloper?: boolean;
  hideProject?: boolean;
  /** Main-row filters that moved into the panel on a narrow screen. */
  movedToPanel?: readonly FilterKey[];
}

/** The n of the collapsed 'Filters (n)' button: active filters the user cannot see right now. */
export function countHiddenActiveFilters(
  state: FilterState,
  options: HiddenFilterOptions = {},
): number {
  const rent = state.offer_type === 'Rent';
  const visible: FilterKey[] = PANEL_FILTER_KEYS.filter((key) => {
    if (key === 'rental_type') return rent;
    if (key === 'property_stage' || key === 'tenure') return !rent;
    if (key === 'developer_id') return !options.hideDeveloper;
    if (key === 'project_id') return !options.hideProject;
    return true;
  });
  for (const key of options.movedToPanel ?? []) {
    if (!visible.includes(key)) visible.push(key);
  }
  return visible.filter((key) => isFilterActive(state, key)).length;
}

/** Any filter (not view, sort or buildings) set at all. */
export function hasActiveFilters(state: FilterState): boolean {
  return (Object.keys(emptyFilters()) as (keyof FilterState)[]).some(
    (key) =>
      key !== 'view' &&
      key !== 'sort' &&
      key !== 'buildings' &&
      // The unit of price_range, not a filter of its own.
      key !== 'price_currency' &&
      isFilterActive(state, key),
  );
}

/**
 * The filters bar picks one location, status and furniture; the wire takes a list (a link may
 * name several). The control shows the first; choosing one replaces the list.
 */
export function firstOf<T>(list: readonly T[]): T | null {
  return list[0] ?? null;
}

export function listOf<T>(value: T | null): T[] {
  return value === null ? [] : [value];
}
