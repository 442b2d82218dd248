import type { ReactNode } from 'react';
import { useEffect, useId, useRef, useState } from 'react';
import type { FilterState, OptionsResponse } from '@phuket/shared/domain';
import type {
  Currency,
  Furniture,
  OfferType,
  PropertyStage,
  RentalType,
} from '@phuket/shared/domain';
import { FURNITURE, PROPERTY_STAGES, RENTAL_TYPES } from '@phuket/shared/domain';
import { PRICE_MAX, PRICE_STEP } from '@phuket/shared/filters';
import type { FilterKey } from '@phuket/shared/filters';
import {
  countHiddenActiveFilters,
  firstOf,
  listOf,
  normalizeFilters,
  resetFilters,
} from '@phuket/shared/filters';
import { formatDecimal } from '@phuket/shared/format';
import { keepTabInside, useDialogFocus } from '../modal/dialog-focus';
import { MultiSelect } from '../multi-select/MultiSelect';
import { Select } from '../select/Select';
import {
  AreaDropdown,
  PriceDropdown,
  PropertyTypeDropdown,
  RoomsDropdown,
} from './FilterDropdowns';
import { useMediaQuery } from './use-media-query';
import './filters-bar.css';

export const FILTERS_BAR_MEDIUM_QUERY = '(max-width: 1200px)';
export const FILTERS_BAR_NARROW_QUERY = '(max-width: 768px)';
export const LOCATION_PLACEHOLDER = 'Enter area, community or property';

export interface FiltersBarProps {
  value: FilterState;
  options: OptionsResponse;
  onApply: (next: FilterState) => void;
  /** Receives the reset state; when omitted Reset Filters goes through onApply. */
  onReset?: (next: FilterState) => void;
  hideDeveloper?: boolean;
  hideProject?: boolean;
  priceMax?: number;
  priceStep?: number;
  /** The display currency: a new price range is written in it. */
  currency?: Currency;
  /**
   * How many listings a state finds (the search's total). On a phone the filters open as a
   * full-screen sheet whose button says "Show N results" with it.
   */
  countResults?: (state: FilterState) => Promise<number>;
  className?: string;
}

type PanelDraft = Pick<
  FilterState,
  | 'rental_type'
  | 'property_stage'
  | 'furniture'
  | 'amenities_filter'
  | 'developer_id'
  | 'project_id'
>;

function panelDraft(state: FilterState): PanelDraft {
  return {
    rental_type: state.rental_type,
    property_stage: state.property_stage,
    furniture: state.furniture,
    amenities_filter: [...state.amenities_filter],
    developer_id: state.developer_id,
    project_id: state.project_id,
  };
}

/** Dropdowns of the main row, in order; narrower screens move them into the panel. */
type RowFilter = 'property_type' | 'rooms' | 'price' | 'area';
const ROW_FILTERS: readonly RowFilter[] = ['property_type', 'rooms', 'price', 'area'];
const MEDIUM_PANEL: readonly RowFilter[] = ['area'];
const ROW_FILTER_KEYS: Record<RowFilter, FilterKey[]> = {
  property_type: ['property_type'],
  rooms: ['bedrooms', 'bathrooms'],
  price: ['price_range'],
  area: ['area_filter'],
};

const OFFER_CHOICES: { label: string; value: OfferType | null }[] = [
  { label: 'All', value: null },
  { label: 'Buy', value: 'Sale' },
  { label: 'Rent', value: 'Rent' },
];

function NativeSelect<V extends string>({
  label,
  value,
  choices,
  onChange,
}: {
  label: string;
  value: V | null;
  choices: readonly V[];
  onChange: (next: V | null) => void;
}) {
  const id = useId();
  return (
    <div className="filters-bar__field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={value ?? ''}
        onChange={(event) => {
          const next = choices.find((choice) => choice === event.target.value);
          onChange(next ?? null);
        }}
      >
        <option value="">Any</option>
        {choices.map((choice) => (
          <option key={choice} value={choice}>
            {choice}
          </option>
        ))}
      </select>
    </div>
  );
}

/** SPEC "Filters bar": a controlled row of filters with an expandable panel. */
export function FiltersBar({
  value,
  options,
  onApply,
  onReset,
  hideDeveloper = false,
  hideProject = false,
  priceMax = PRICE_MAX,
  priceStep = PRICE_STEP,
  currency = 'THB',
  countResults,
  className,
}: FiltersBarProps) {
  const id = useId();
  const panelId = `${id}-panel`;
  const rootRef = useRef<HTMLDivElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const sheetCloseRef = useRef<HTMLButtonElement>(null);
  const [expanded, setExpanded] = useState(false);
  const [draft, setDraft] = useState<PanelDraft>(() => panelDraft(value));
  const medium = useMediaQuery(FILTERS_BAR_MEDIUM_QUERY);
  const narrow = useMediaQuery(FILTERS_BAR_NARROW_QUERY);

  const inPanel: readonly RowFilter[] = narrow ? ROW_FILTERS : medium ? MEDIUM_PANEL : [];
  const inRow = ROW_FILTERS.filter((filter) => !inPanel.includes(filter));
  const hiddenCount = countHiddenActiveFilters(value, {
    hideDeveloper,
    hideProject,
    movedToPanel: inPanel.flatMap((filter) => ROW_FILTER_KEYS[filter]),
  });
  const isRent = value.offer_type === 'Rent';
  // On a phone the panel is a full-screen dialog: the inline panel was ~20 checkboxes long
  // and pushed the results off the screen.
  const sheet = narrow && expanded;
  useDialogFocus(sheet, sheetCloseRef, toggleRef);
  const count = useResultCount(sheet ? { ...value, ...draft } : null, countResults);
  const priceCurrency = (value.price_range && value.price_currency) || currency;

  const setPanel = (next: boolean) => {
    if (next) setDraft(panelDraft(value));
    setExpanded(next);
    // After the panel has rendered (or gone), bring what the user is looking at into view.
    // The sheet covers the screen: the page under it stays where it was.
    if (narrow) return;
    requestAnimationFrame(() => {
      const target = next ? panelRef.current : rootRef.current;
      if (target && typeof target.scrollIntoView === 'function') {
        target.scrollIntoView({ behavior: 'smooth', block: 'nearest' });
      }
    });
  };

  const apply = (patch: Partial<FilterState>) => onApply(normalizeFilters({ ...value, ...patch }));

  const applyPanel = () => {
    apply(draft);
    setPanel(false);
  };

  const resetAll = () => {
    const next = resetFilters(value);
    (onReset ?? onApply)(next);
    setDraft(panelDraft(next));
    setPanel(false);
  };

  const renderRowFilter = (filter: RowFilter): ReactNode => {
    switch (filter) {
      case 'property_type':
        return (
          <PropertyTypeDropdown
            key={filter}
            value={value.property_type}
            onApply={(next) => apply({ property_type: next })}
          />
        );
      case 'rooms':
        return (
          <RoomsDropdown
            key={filter}
            value={{ bedrooms: value.bedrooms, bathrooms: value.bathrooms }}
            onApply={(next) => apply(next)}
          />
        );
      case 'price':
        return (
          <PriceDropdown
            key={filter}
            value={value.price_range}
            max={priceMax}
            step={priceStep}
            // A range from a shared link stays in the currency the link names.
            currency={priceCurrency}
            offerType={value.offer_type}
            onApply={(next) => apply({ price_range: next, price_currency: priceCurrency })}
          />
        );
      case 'area':
        return (
          <AreaDropdown
            key={filter}
            align={inPanel.includes('area') ? 'start' : 'end'}
            value={value.area_filter}
            propertyTypes={value.property_type}
            onApply={(next) => apply({ area_filter: next })}
          />
        );
      default:
        return null;
    }
  };

  const classes = ['filters-bar', expanded && 'filters-bar--expanded', className]
    .filter(Boolean)
    .join(' ');

  return (
    <div className={classes} ref={rootRef}>
      <div className="filters-bar__row">
        <fieldset className="filters-bar__offer">
          <legend className="visually-hidden">Offer type</legend>
          {OFFER_CHOICES.map((choice) => (
            <label key={choice.label} className="filters-bar__offer-option">
              <input
                type="radio"
                name={`${id}-offer`}
                value={choice.value ?? ''}
                checked={value.offer_type === choice.value}
                onChange={() => apply({ offer_type: choice.value })}
              />
              <span>{choice.label}</span>
            </label>
          ))}
        </fieldset>
        <Select
          className="filters-bar__location"
          label="Location"
          hideLabel
          placeholder={LOCATION_PLACEHOLDER}
          options={options.locations.map((location) => ({
            value: location.id,
            label: location.name,
          }))}
          value={firstOf(value.location_id)}
          onChange={(location_id) => apply({ location_id: listOf(location_id) })}
        />
        {inRow.map((filter) => (
          <div
            key={filter}
            className={`filters-bar__row-item${MEDIUM_PANEL.includes(filter) ? ' filters-bar__row-item--leaves-medium' : ''}`}
          >
            {renderRowFilter(filter)}
          </div>
        ))}
        <button
          ref={toggleRef}
          type="button"
          className={`filters-bar__toggle${hiddenCount > 0 ? ' filters-bar__toggle--active' : ''}`}
          aria-expanded={expanded}
          aria-controls={panelId}
          onClick={() => setPanel(!expanded)}
        >
          <svg viewBox="0 0 18 14" width="18" height="14" aria-hidden="true">
            <path
              d="M1 3h10M15 3h2M1 11h2M7 11h10"
              stroke="currentColor"
              strokeWidth="1.8"
              strokeLinecap="round"
            />
            <circle cx="13" cy="3" r="2" fill="none" stroke="currentColor" strokeWidth="1.8" />
            <circle cx="5" cy="11" r="2" fill="none" stroke="currentColor" strokeWidth="1.8" />
          </svg>
          {hiddenCount > 0 ? `Filters (${hiddenCount})` : 'More filters'}
        </button>
      </div>

      <div
        id={panelId}
        ref={panelRef}
        className={`filters-bar__panel${sheet ? ' filters-bar__panel--sheet' : ''}`}
        role={sheet ? 'dialog' : 'region'}
        aria-modal={sheet ? true : undefined}
        aria-label={sheet ? 'Filters' : 'More filters'}
        hidden={!expanded}
        onKeyDown={
          sheet
            ? (event) => {
                if (event.key === 'Escape') {
                  // A dropdown open inside the sheet closes first (it handles Escape itself).
                  if (event.target instanceof Element && event.target.closest('.dropdown--open'))
                    return;
                  setPanel(false);
                  return;
                }
                keepTabInside(event, panelRef.current);
              }
            : undefined
        }
      >
        {/* Built only when open: its selects hold every developer, project and amenity, work
            a page load would otherwise do for a panel most visitors never open. */}
        {expanded ? (
          <>
            {sheet ? (
              <div className="filters-bar__sheet-head">
                <h2 className="filters-bar__sheet-title">Filters</h2>
                <button
                  ref={sheetCloseRef}
                  type="button"
                  className="filters-bar__sheet-close"
                  aria-label="Close filters"
                  onClick={() => setPanel(false)}
                >
                  <svg viewBox="0 0 14 14" width="14" height="14" aria-hidden="true">
                    <path d="M1 1l12 12M13 1 1 13" stroke="currentColor" strokeWidth="2" />
                  </svg>
                </button>
              </div>
            ) : null}
            {inPanel.length > 0 ? (
              <div className="filters-bar__moved">{inPanel.map(renderRowFilter)}</div>
            ) : null}
            <div className="filters-bar__grid">
              {isRent ? (
                <NativeSelect<RentalType>
                  label="Rental type"
                  value={draft.rental_type}
                  choices={RENTAL_TYPES}
                  onChange={(rental_type) => setDraft({ ...draft, rental_type })}
                />
              ) : (
                <NativeSelect<PropertyStage>
                  label="Property status"
                  value={firstOf(draft.property_stage)}
                  choices={PROPERTY_STAGES}
                  onChange={(stage) => setDraft({ ...draft, property_stage: listOf(stage) })}
                />
              )}
              <NativeSelect<Furniture>
                label="Furniture"
                value={firstOf(draft.furniture)}
                choices={FURNITURE}
                onChange={(furniture) => setDraft({ ...draft, furniture: listOf(furniture) })}
              />
              {hideDeveloper ? null : (
                <Select
                  label="Developer"
                  placeholder="Any developer"
                  options={options.developers.map((developer) => ({
                    value: developer.id,
                    label: developer.title,
                  }))}
                  value={draft.developer_id}
                  onChange={(developer_id) => setDraft({ ...draft, developer_id })}
                />
              )}
              {hideProject ? null : (
                <Select
                  label="Project"
                  placeholder="Any project"
                  options={options.projects.map((project) => ({
                    value: project.id,
                    label: project.title,
                  }))}
                  value={draft.project_id}
                  onChange={(project_id) => setDraft({ ...draft, project_id })}
                />
              )}
              <div className="filters-bar__amenities">
                <MultiSelect
                  label="Amenities"
                  searchPlaceholder="Search amenities"
                  height={220}
                  options={options.amenities.map((amenity) => ({
                    value: amenity.id,
                    label: amenity.name,
                  }))}
                  value={draft.amenities_filter}
                  onChange={(amenities_filter) => setDraft({ ...draft, amenities_filter })}
                />
              </div>
            </div>
            <div className="filters-bar__actions">
              <button type="button" className="button button--secondary" onClick={resetAll}>
                Reset Filters
              </button>
              <span className="filters-bar__spacer" />
              <button
                type="button"
                className="button button--secondary"
                onClick={() => setPanel(false)}
              >
                Close
              </button>
              <button type="button" className="button" onClick={applyPanel}>
                {sheet && count !== null
                  ? `Show ${formatDecimal(count)} ${count === 1 ? 'result' : 'results'}`
                  : 'Apply Filters'}
              </button>
            </div>
          </>
        ) : null}
      </div>
    </div>
  );
}

/** Waits this long after the last change before counting, so a run of taps asks once. */
const COUNT_DELAY_MS = 250;

/** The total a state finds, asked (debounced) while `state` is given; null until known. */
function useResultCount(
  state: FilterState | null,
  countResults: ((state: FilterState) => Promise<number>) | undefined,
): number | null {
  const [count, setCount] = useState<{ key: string; n: number } | null>(null);
  const key = state ? JSON.stringify(state) : null;
  useEffect(() => {
    if (key === null || state === null || !countResults) return undefined;
    let current = true;
    const timer = setTimeout(() => {
      countResults(state).then(
        (n) => {
          if (current) setCount({ key, n });
        },
        () => undefined,
      );
    }, COUNT_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
    // `key` stands for `state` (a new object on every render).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, countResults]);
  return count !== null && count.key === key ? count.n : null;
}
