import { useEffect, useId, useState } from 'react';
import type { FilterState, OptionsResponse } from '@phuket/shared/domain';
import type { Furniture, PropertyStage, RentalType } from '@phuket/shared/domain';
import { FURNITURE, PROPERTY_STAGES, RENTAL_TYPES } from '@phuket/shared/domain';
import { firstOf, listOf } from '@phuket/shared/filters';
import { TENURE_FILTERS, type TenureFilter } from '@phuket/shared/format';
import {
  formatNumberIn,
  sharedMessages,
  useLabels,
  useLocale,
  useMessages,
} from '@phuket/shared/i18n';
import { MultiSelect, Select } from '@phuket/shared/ui';

/*
 * The body of the "More filters" panel (the phone's full-screen sheet): its own chunk, fetched
 * when the panel first opens, so the first load of / and /properties does not carry it.
 * FiltersBar keeps the panel's frame, the sheet's head and the dropdowns moved into it.
 */

type PanelDraft = Pick<
  FilterState,
  | 'rental_type'
  | 'property_stage'
  | 'furniture'
  | 'amenities_filter'
  | 'developer_id'
  | 'project_id'
  | 'tenure'
  | 'reduced'
>;

function panelDraft(state: FilterState): PanelDraft {
  return {
    rental_type: state.rental_type,
    property_stage: state.property_stage,
    furniture: state.furniture,
    amenities_filter: [...state.amenities_filter],
    developer_id: state.developer_id,
    project_id: state.project_id,
    tenure: state.tenure,
    reduced: state.reduced,
  };
}

export interface FiltersPanelProps {
  value: FilterState;
  options: OptionsResponse;
  /** The phone's sheet: the apply button says "Show N results" once the count is known. */
  sheet: boolean;
  hideDeveloper: boolean;
  hideProject: boolean;
  countResults?: (state: FilterState) => Promise<number>;
  /** Receives the panel's fields to merge into the state; the bar then closes the panel. */
  onApply: (draft: PanelDraft) => void;
  onReset: () => void;
  onClose: () => void;
  /** Called once the panel's fields are on the page. */
  onShown?: () => void;
}

/** What Reset Filters clears (docs/product-rules.md §4: everything except buildings, view and sort). */
export const RESET_FILTERS_HINT =
  'Clears every filter: location, type, rooms, price, area and the ones here. Sort and view stay.';

function NativeSelect<V extends string>({
  label,
  value,
  choices,
  labelOf,
  onChange,
}: {
  label: string;
  value: V | null;
  choices: readonly V[];
  /** What each choice reads as in the page's language. */
  labelOf: (choice: V) => string;
  onChange: (next: V | null) => void;
}) {
  const id = useId();
  const t = useMessages(sharedMessages);
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
        <option value="">{t('filters.any')}</option>
        {choices.map((choice) => (
          <option key={choice} value={choice}>
            {labelOf(choice)}
          </option>
        ))}
      </select>
    </div>
  );
}

export function FiltersPanel({
  value,
  options,
  sheet,
  hideDeveloper,
  hideProject,
  countResults,
  onApply,
  onReset,
  onClose,
  onShown,
}: FiltersPanelProps) {
  // Mounted on each opening: the draft starts from the applied state every time.
  const [draft, setDraft] = useState<PanelDraft>(() => panelDraft(value));
  const count = useResultCount(sheet ? { ...value, ...draft } : null, countResults);
  const isRent = value.offer_type === 'Rent';
  const resetHintId = useId();
  const t = useMessages(sharedMessages);
  const labels = useLabels();
  const locale = useLocale();
  const resetHint = t('filters.reset_hint');

  useEffect(() => {
    onShown?.();
    // Only when the fields first appear, not on every new callback.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <>
      <div className="filters-bar__grid">
        {isRent ? (
          <NativeSelect<RentalType>
            label={t('filters.rental_type')}
            value={draft.rental_type}
            choices={RENTAL_TYPES}
            labelOf={labels.rentalType}
            onChange={(rental_type) => setDraft({ ...draft, rental_type })}
          />
        ) : (
          <NativeSelect<PropertyStage>
            label={t('filters.property_status')}
            value={firstOf(draft.property_stage)}
            choices={PROPERTY_STAGES}
            labelOf={labels.propertyStage}
            onChange={(stage) => setDraft({ ...draft, property_stage: listOf(stage) })}
          />
        )}
        <NativeSelect<Furniture>
          label={t('filters.furniture')}
          value={firstOf(draft.furniture)}
          choices={FURNITURE}
          labelOf={labels.furniture}
          onChange={(furniture) => setDraft({ ...draft, furniture: listOf(furniture) })}
        />
        {isRent ? null : (
          // How a foreign buyer can hold it; "Foreign freehold possible": contract tenure-rules.ts.
          <NativeSelect<TenureFilter>
            label={t('filters.tenure')}
            value={draft.tenure}
            choices={TENURE_FILTERS}
            labelOf={labels.tenureFilter}
            onChange={(tenure) => setDraft({ ...draft, tenure })}
          />
        )}
        <div className="filters-bar__field filters-bar__check">
          {/* Price cuts of the last 30 days (contract price-history-rules.ts). */}
          <label>
            <input
              type="checkbox"
              checked={draft.reduced}
              onChange={(event) => setDraft({ ...draft, reduced: event.target.checked })}
            />
            {t('filters.reduced')}
          </label>
        </div>
        {hideDeveloper ? null : (
          <Select
            label={t('filters.developer')}
            placeholder={t('filters.any_developer')}
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
            label={t('filters.project')}
            placeholder={t('filters.any_project')}
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
            label={t('filters.amenities')}
            searchPlaceholder={t('filters.search_amenities')}
            height={220}
            options={options.amenities.map((amenity) => ({
              value: amenity.id,
              label: labels.amenity(amenity.name),
            }))}
            value={draft.amenities_filter}
            onChange={(amenities_filter) => setDraft({ ...draft, amenities_filter })}
          />
        </div>
      </div>
      <div className="filters-bar__actions">
        {/* It clears the top row's filters too, not just this panel's: said, so no one is
            surprised by a search emptied of what they set above. */}
        <button
          type="button"
          className="button button--secondary"
          aria-describedby={resetHintId}
          title={resetHint}
          onClick={onReset}
        >
          {t('filters.reset')}
        </button>
        <span id={resetHintId} className="visually-hidden">
          {resetHint}
        </span>
        <span className="filters-bar__spacer" />
        <button type="button" className="button button--secondary" onClick={onClose}>
          {t('filters.close_panel')}
        </button>
        <button type="button" className="button" onClick={() => onApply(draft)}>
          {sheet && count !== null
            ? t('filters.show_results', { count, shown: formatNumberIn(locale, count) })
            : t('filters.apply')}
        </button>
      </div>
    </>
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
