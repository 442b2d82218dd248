import type { ReactNode, RefObject } from 'react';
import { Suspense, lazy, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import type { FilterState, OptionsResponse } from '@phuket/shared/domain';
import type { Currency, OfferType } from '@phuket/shared/domain';
import { crossesRentSale, priceSliderRange } from '@phuket/shared/filters';
import type { FilterKey } from '@phuket/shared/filters';
import {
  countHiddenActiveFilters,
  firstOf,
  listOf,
  normalizeFilters,
  resetFilters,
} from '@phuket/shared/filters';
import { msgId, sharedMessages, useLabels, useMessages } from '@phuket/shared/i18n';
// The rest of the UI kit through its shared module: the filters bar is a shared module of its
// own (only the pages with a search load it), so a relative import here would be a second copy.
import {
  AreaDropdown,
  LOCATION_PLACEHOLDER_ID,
  LocationSearch,
  PriceDropdown,
  PropertyTypeDropdown,
  RoomsDropdown,
  Select,
  createLocationSearchStore,
  keepTabInside,
  suggestionPath,
  useDialogFocus,
  type FreeTextSearch,
} from '@phuket/shared/ui';
import { useMediaQuery } from './use-media-query';
import './filters-bar.css';

/*
 * The panel's fields (the phone's sheet with its "Show N results") come in their own chunk
 * when the panel first opens, or sooner when a pointer or focus reaches the toggle; most
 * visitors never open it, so the first load of / and /properties does not carry it.
 */
const loadFiltersPanel = () => import('./FiltersPanel');
const FiltersPanel = lazy(() =>
  loadFiltersPanel().then((module) => ({ default: module.FiltersPanel })),
);
const prefetchFiltersPanel = () => {
  // A failed prefetch is retried by the panel's own load when it opens.
  loadFiltersPanel().catch(() => undefined);
};

export const FILTERS_BAR_MEDIUM_QUERY = '(max-width: 1200px)';
export const FILTERS_BAR_NARROW_QUERY = '(max-width: 768px)';

export interface FiltersBarProps {
  value: FilterState;
  options: OptionsResponse;
  onApply: (next: FilterState) => void;
  /** Receives the reset state; when omitted Reset Filters goes through onApply. */
  onReset?: (next: FilterState) => void;
  hideDeveloper?: boolean;
  hideProject?: boolean;
  /** The price slider's top and step; by default those of the offer type and currency. */
  priceMax?: number;
  priceStep?: number;
  /** The display currency: a new price range is written in it. */
  currency?: Currency;
  /**
   * How many listings a state finds (the search's total). On a phone the filters open as a
   * full-screen sheet whose button says "Show N results" with it.
   */
  countResults?: (state: FilterState) => Promise<number>;
  /**
   * When given, the location field searches areas, projects, developers and listings by name
   * (the public search): a chosen project, developer or listing opens its page through this,
   * and typed text sent without a pick searches for its best area or for the text itself.
   * Without it (a picker inside a form) the field is a plain choice of area.
   */
  onOpenSuggestion?: (path: string) => void;
  className?: string;
}

/** The filters a location search sent without a pick sets: an area, free text, or neither. */
export function freeTextFilters(
  choice: FreeTextSearch,
): Pick<FilterState, 'location_id' | 'search'> {
  if (choice === null) return { location_id: [], search: null };
  return 'location_id' in choice
    ? { location_id: [choice.location_id], search: null }
    : { location_id: [], search: choice.search };
}

/**
 * While `pinned`, the page keeps its scroll position. A filter applied inside the phone's
 * sheet is a navigation, and the router scrolls a new entry to the top: the results under the
 * sheet jumped there. The sheet covers the page and the page cannot be
 * scrolled by hand behind it, so any scroll meanwhile is that jump, undone on its scroll event
 * (a frame later, unseen under the sheet). A layout effect, so closing the sheet (Show N
 * results: a new search) lets that navigation's scroll to the top through, in the same commit.
 */
function usePinnedPageScroll(pinned: boolean): void {
  useLayoutEffect(() => {
    if (!pinned) return undefined;
    const y = window.scrollY;
    const pin = () => {
      if (window.scrollY !== y) window.scrollTo(0, y);
    };
    window.addEventListener('scroll', pin);
    return () => window.removeEventListener('scroll', pin);
  }, [pinned]);
}

/**
 * True while `target` is scrolled out of the viewport, above it (watched only while `watch`).
 * False where IntersectionObserver does not exist: the bar is then never out of reach.
 */
function useScrolledPast(target: RefObject<HTMLElement | null>, watch: boolean): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const element = target.current;
    if (!watch || !element || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(([entry]) => {
      if (entry) setPast(!entry.isIntersecting && entry.boundingClientRect.top < 0);
    });
    // Its first report comes at once, so a stale `past` from an earlier watch never shows.
    observer.observe(element);
    return () => observer.disconnect();
  }, [target, watch]);
  return watch && past;
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

/** The sliders icon of the toggle and the phone's floating button. */
function FiltersIcon() {
  return (
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
  );
}

const OFFER_CHOICES: { label: string; value: OfferType | null }[] = [
  { label: msgId('filters.offer_all'), value: null },
  { label: msgId('filters.offer_buy'), value: 'Sale' },
  { label: msgId('filters.offer_rent'), value: 'Rent' },
];

/** docs/product-rules.md §2 "Filters bar": a controlled row of filters with an expandable panel. */
export function FiltersBar({
  value,
  options,
  onApply,
  onReset,
  hideDeveloper = false,
  hideProject = false,
  priceMax,
  priceStep,
  currency = 'THB',
  countResults,
  onOpenSuggestion,
  className,
}: FiltersBarProps) {
  const id = useId();
  const t = useMessages(sharedMessages);
  const labels = useLabels();
  // What the location field shows for the applied filters: the free text, else the area.
  const locationName = options.locations.find(
    (location) => location.id === firstOf(value.location_id),
  )?.name;
  const locationLabel = value.search ?? (locationName ? labels.location(locationName) : '');
  // Made with the label, so the server's HTML already shows it.
  const [locationStore] = useState(() => {
    if (!onOpenSuggestion) return null;
    const store = createLocationSearchStore();
    store.showChoice(locationLabel);
    return store;
  });
  useEffect(() => {
    locationStore?.showChoice(locationLabel);
  }, [locationStore, locationLabel]);
  const panelId = `${id}-panel`;
  const rootRef = useRef<HTMLDivElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const sheetCloseRef = useRef<HTMLButtonElement>(null);
  const [expanded, setExpanded] = useState(false);
  const medium = useMediaQuery(FILTERS_BAR_MEDIUM_QUERY);
  const narrow = useMediaQuery(FILTERS_BAR_NARROW_QUERY);

  const inPanel: readonly RowFilter[] = narrow ? ROW_FILTERS : medium ? MEDIUM_PANEL : [];
  const inRow = ROW_FILTERS.filter((filter) => !inPanel.includes(filter));
  const hiddenCount = countHiddenActiveFilters(value, {
    hideDeveloper,
    hideProject,
    movedToPanel: inPanel.flatMap((filter) => ROW_FILTER_KEYS[filter]),
  });
  // On a phone the panel is a full-screen dialog: the inline panel was ~20 checkboxes long
  // and pushed the results off the screen.
  const sheet = narrow && expanded;
  // On a phone, once the bar is scrolled away, a floating button opens the same sheet: the
  // results are a long column, and the filters should not be a scroll to the top away.
  const floatRef = useRef<HTMLButtonElement>(null);
  const returnFocusRef = useRef<HTMLElement | null>(null);
  const barScrolledPast = useScrolledPast(rootRef, narrow);
  useDialogFocus(sheet, sheetCloseRef, returnFocusRef);
  usePinnedPageScroll(sheet);
  const priceCurrency = (value.price_range && value.price_currency) || currency;
  const priceSlider = priceSliderRange(value.offer_type, priceCurrency);

  // After the panel's fields have rendered (or the panel has gone), bring what the user is
  // looking at into view. The sheet covers the screen: the page under it stays where it was.
  const bringIntoView = (target: HTMLElement | null) => {
    if (narrow) return;
    requestAnimationFrame(() => {
      if (target && typeof target.scrollIntoView === 'function') {
        target.scrollIntoView({ behavior: 'smooth', block: 'nearest' });
      }
    });
  };

  const setPanel = (next: boolean) => {
    setExpanded(next);
    // On opening, the panel calls back once its fields (a lazy chunk) are on the page.
    if (!next) bringIntoView(rootRef.current);
  };

  const apply = (patch: Partial<FilterState>) => onApply(normalizeFilters({ ...value, ...patch }));

  // Text typed in the location field and not chosen goes with Apply, never silently dropped.
  const typedLocation = async (): Promise<Partial<FilterState>> => {
    if (!locationStore || locationStore.query.trim() === locationLabel) return {};
    return freeTextFilters(await locationStore.freeText());
  };

  const applyPanel = (draft: Partial<FilterState>) => {
    setPanel(false);
    typedLocation().then(
      (typed) => apply({ ...draft, ...typed }),
      () => apply(draft),
    );
  };

  const resetAll = () => {
    (onReset ?? onApply)(resetFilters(value));
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
            max={priceMax ?? priceSlider.max}
            step={priceStep ?? priceSlider.step}
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
          <legend className="visually-hidden">{t('filters.offer_type')}</legend>
          {OFFER_CHOICES.map((choice) => (
            <label key={choice.label} className="filters-bar__offer-option">
              <input
                type="radio"
                name={`${id}-offer`}
                value={choice.value ?? ''}
                checked={value.offer_type === choice.value}
                onChange={() =>
                  apply(
                    // A sale range means nothing to rents (and back): each has its own slider.
                    crossesRentSale(value.offer_type, choice.value)
                      ? { offer_type: choice.value, price_range: null }
                      : { offer_type: choice.value },
                  )
                }
              />
              <span>{t(choice.label)}</span>
            </label>
          ))}
        </fieldset>
        {locationStore && onOpenSuggestion ? (
          <LocationSearch
            store={locationStore}
            areas={options.locations}
            className="filters-bar__location"
            onChoose={(item) => {
              const path = suggestionPath(item);
              if (path === null) apply({ location_id: [item.id], search: null });
              else onOpenSuggestion(path);
            }}
            onEdit={() => undefined}
            onSubmitText={(choice) => apply(freeTextFilters(choice))}
            onSearch={() => apply({ location_id: [], search: locationStore.query.trim() || null })}
          />
        ) : (
          <Select
            className="filters-bar__location"
            label={t('filters.location')}
            hideLabel
            placeholder={t(LOCATION_PLACEHOLDER_ID)}
            options={options.locations.map((location) => ({
              value: location.id,
              label: labels.location(location.name),
            }))}
            value={firstOf(value.location_id)}
            onChange={(location_id) => apply({ location_id: listOf(location_id) })}
          />
        )}
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
          onClick={() => {
            returnFocusRef.current = toggleRef.current;
            setPanel(!expanded);
          }}
          onPointerDown={prefetchFiltersPanel}
          onFocus={prefetchFiltersPanel}
        >
          <FiltersIcon />
          {hiddenCount > 0 ? t('filters.count', { count: hiddenCount }) : t('filters.more')}
        </button>
      </div>

      {value.search ? (
        <ul className="filters-bar__chips" aria-label={t('filters.active_search')}>
          <li>
            <button
              type="button"
              className="filters-bar__chip"
              onClick={() => apply({ search: null })}
            >
              {/* The visible text starts the name (WCAG 2.5.3); the action follows it. */}
              <span>{t('filters.search_chip', { search: value.search })}</span>
              <span className="visually-hidden">{t('filters.search_chip_clear')}</span>
              <svg viewBox="0 0 14 14" width="10" height="10" aria-hidden="true">
                <path d="M1 1l12 12M13 1 1 13" stroke="currentColor" strokeWidth="2" />
              </svg>
            </button>
          </li>
        </ul>
      ) : null}

      {narrow && barScrolledPast ? (
        <button
          ref={floatRef}
          type="button"
          className={`filters-bar__float${hiddenCount > 0 ? ' filters-bar__float--active' : ''}`}
          aria-expanded={expanded}
          aria-controls={panelId}
          onClick={() => {
            returnFocusRef.current = floatRef.current;
            setPanel(true);
          }}
          onPointerDown={prefetchFiltersPanel}
          onFocus={prefetchFiltersPanel}
        >
          <FiltersIcon />
          {hiddenCount > 0 ? t('filters.count', { count: hiddenCount }) : t('filters.title')}
        </button>
      ) : null}

      <div
        id={panelId}
        ref={panelRef}
        className={`filters-bar__panel${sheet ? ' filters-bar__panel--sheet' : ''}`}
        role={sheet ? 'dialog' : 'region'}
        aria-modal={sheet ? true : undefined}
        aria-label={sheet ? t('filters.title') : t('filters.more')}
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
                <h2 className="filters-bar__sheet-title">{t('filters.title')}</h2>
                <button
                  ref={sheetCloseRef}
                  type="button"
                  className="filters-bar__sheet-close"
                  aria-label={t('filters.close')}
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
            <Suspense
              fallback={
                <p className="filters-bar__loading" role="status">
                  {t('filters.loading')}
                </p>
              }
            >
              <FiltersPanel
                value={value}
                options={options}
                sheet={sheet}
                hideDeveloper={hideDeveloper}
                hideProject={hideProject}
                countResults={countResults}
                onApply={applyPanel}
                onReset={resetAll}
                onClose={() => setPanel(false)}
                onShown={() => bringIntoView(panelRef.current)}
              />
            </Suspense>
          </>
        ) : null}
      </div>
    </div>
  );
}
