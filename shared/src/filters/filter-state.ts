import type { FilterState } from '../domain/listing';

export function emptyFilters(): FilterState {
  return {
    offer_type: null,
    location_id: null,
    property_type: [],
    bedrooms: [],
    bathrooms: [],
    area_filter: null,
    price_range: null,
    rental_type: null,
    property_stage: null,
    furniture: null,
    amenities_filter: [],
    developer_id: null,
    project_id: null,
    view: 'list',
    sort: null,
    buildings: [],
  };
}

/** Reset Filters (SPEC §4): everything goes except buildings, view and sort. */
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
export function normalizeFilters(state: FilterState): FilterState {
  if (state.offer_type === 'Rent') {
    return state.property_stage === null ? state : { ...state, property_stage: null };
  }
  return state.rental_type === null ? state : { ...state, rental_type: null };
}

export type FilterKey = Exclude<keyof FilterState, 'view' | 'sort' | 'buildings'>;

export function isFilterActive(state: FilterState, key: FilterKey): boolean {
  const value = state[key];
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
    if (key === 'property_stage') return !rent;
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
    (key) => key !== 'view' && key !== 'sort' && key !== 'buildings' && isFilterActive(state, key),
  );
}
