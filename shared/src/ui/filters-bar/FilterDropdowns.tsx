import { Suspense, lazy } from 'react';
import type { NumberRange } from '@phuket/shared/domain';
import type { Currency, OfferType, PropertyType } from '@phuket/shared/domain';
import { CURRENCY_SIGNS, PROPERTY_TYPES } from '@phuket/shared/domain';
import {
  AREA_MAX,
  AREA_MIN,
  AREA_STEP,
  PRICE_MIN,
  BEDROOM_OPTIONS,
  ROOM_MAX,
  ROOM_OPTIONS,
  STUDIO_BEDROOMS,
} from '@phuket/shared/filters';
import {
  AREA_KNEE,
  PRICE_KNEE,
  areaPresets,
  logScale,
  pricePresets,
  type PricePreset,
  type PresetWording,
  type TrackScale,
} from '@phuket/shared/filters';
import { formatRange, formatRangeLabel } from '@phuket/shared/format';
import { sharedMessages, useLabels, useMessages, type Translate } from '@phuket/shared/i18n';
import { Dropdown } from '../dropdown/Dropdown';
import { MultiSelect } from '../multi-select/MultiSelect';

/*
 * The slider is drawn only in an open price or area dropdown: its code (and the track maths)
 * comes in its own chunk when a dropdown first opens, not with the first load of / and
 * /properties. The dropdown's presets and Apply are there at once; the slider follows.
 */
const RangeSlider = lazy(() =>
  import('../range-slider/RangeSlider').then((module) => ({ default: module.RangeSlider })),
);

/*
 * The property type / beds & baths / price / area dropdowns, shared by the filters bar and the
 * catalog's hero search so both summarise and edit these filters the same way.
 */

export interface Rooms {
  bedrooms: number[];
  bathrooms: number[];
}

/** Class names of the room chips; each host styles them in its own stylesheet. */
export interface RoomChipsClasses {
  groups: string;
  group: string;
  label: string;
  row: string;
  chip: string;
}

const FILTERS_BAR_ROOM_CLASSES: RoomChipsClasses = {
  groups: 'filters-bar__rooms',
  group: 'filters-bar__chips',
  label: 'filters-bar__chips-label',
  row: 'filters-bar__chips-row',
  chip: 'filters-bar__chip',
};

/** How the price and area presets read in the page's language. */
function presetWording(t: Translate): PresetWording {
  return {
    under: (top) => t('filters.preset_under', { top }),
    over: (low) => t('filters.preset_over', { low }),
    between: (low, top) => t('filters.preset_between', { low, top }),
    perMonth: (range) => t('filters.preset_per_month', { range }),
    area: (range) => t('filters.area_range', { range }),
  };
}

/** A full-width range means "no limit", which is stored as null. */
function rangeOrNull(range: NumberRange, min: number, max: number): NumberRange | null {
  return range[0] <= min && range[1] >= max ? null : range;
}

function roomLabel(value: number, studio: string): string {
  if (value === STUDIO_BEDROOMS) return studio;
  return value >= ROOM_MAX ? `${ROOM_MAX}+` : String(value);
}

function roomsSummary(rooms: Rooms, t: Translate, studio: string): string | undefined {
  const list = (values: number[]) => values.map((value) => roomLabel(value, studio)).join(',');
  const bedrooms =
    rooms.bedrooms.length === 1 && rooms.bedrooms[0] === STUDIO_BEDROOMS
      ? studio
      : rooms.bedrooms.length
        ? t('filters.bedrooms_short', { rooms: list(rooms.bedrooms) })
        : '';
  const bathrooms = rooms.bathrooms.length
    ? t('filters.bathrooms_short', { rooms: list(rooms.bathrooms) })
    : '';
  const text = [bedrooms, bathrooms].filter(Boolean).join(' · ');
  return text || undefined;
}

function toggleNumber(list: number[], value: number): number[] {
  return list.includes(value)
    ? list.filter((item) => item !== value)
    : [...list, value].sort((a, b) => a - b);
}

function RoomChips({
  label,
  optionLabel,
  options,
  value,
  classes,
  onChange,
}: {
  label: string;
  /** The accessible name of a chip: '2 bedrooms'. */
  optionLabel: (rooms: string) => string;
  options: readonly number[];
  value: number[];
  classes: RoomChipsClasses;
  onChange: (next: number[]) => void;
}) {
  const { studio } = useLabels();
  return (
    <div className={classes.group} role="group" aria-label={label}>
      <span className={classes.label} aria-hidden="true">
        {label}
      </span>
      <div className={classes.row}>
        {options.map((option) => (
          <button
            key={option}
            type="button"
            className={classes.chip}
            aria-pressed={value.includes(option)}
            aria-label={
              option === STUDIO_BEDROOMS ? studio : optionLabel(roomLabel(option, studio))
            }
            onClick={() => onChange(toggleNumber(value, option))}
          >
            {roomLabel(option, studio)}
          </button>
        ))}
      </div>
    </div>
  );
}

export interface PropertyTypeDropdownProps {
  value: PropertyType[];
  onApply: (next: PropertyType[]) => void;
  label?: string;
}

export function PropertyTypeDropdown({ value, onApply, label }: PropertyTypeDropdownProps) {
  const t = useMessages(sharedMessages);
  const labels = useLabels();
  const name = label ?? t('filters.property_type');
  const first = value[0];
  return (
    <Dropdown<PropertyType[]>
      label={name}
      summary={
        value.length > 1
          ? t('filters.types_count', { count: value.length })
          : first && labels.propertyType(first)
      }
      active={value.length > 0}
      value={value}
      emptyValue={[]}
      onApply={onApply}
    >
      {(selection, setSelection) => (
        <MultiSelect
          label={name}
          hideLabel
          searchable={false}
          options={PROPERTY_TYPES.map((type) => ({
            value: type,
            label: labels.propertyType(type),
          }))}
          value={selection}
          onChange={setSelection}
        />
      )}
    </Dropdown>
  );
}

export interface RoomsDropdownProps {
  value: Rooms;
  onApply: (next: Rooms) => void;
  classes?: RoomChipsClasses;
}

export function RoomsDropdown({
  value,
  onApply,
  classes = FILTERS_BAR_ROOM_CLASSES,
}: RoomsDropdownProps) {
  const t = useMessages(sharedMessages);
  const { studio } = useLabels();
  return (
    <Dropdown<Rooms>
      label={t('filters.beds_baths')}
      summary={roomsSummary(value, t, studio)}
      active={value.bedrooms.length + value.bathrooms.length > 0}
      value={value}
      emptyValue={{ bedrooms: [], bathrooms: [] }}
      onApply={onApply}
    >
      {(rooms, setRooms) => (
        <div className={classes.groups}>
          <RoomChips
            label={t('filters.bedrooms')}
            optionLabel={(rooms) => t('filters.bedrooms_option', { rooms })}
            options={BEDROOM_OPTIONS}
            value={rooms.bedrooms}
            classes={classes}
            onChange={(bedrooms) => setRooms({ ...rooms, bedrooms })}
          />
          <RoomChips
            label={t('filters.bathrooms')}
            optionLabel={(rooms) => t('filters.bathrooms_option', { rooms })}
            options={ROOM_OPTIONS}
            value={rooms.bathrooms}
            classes={classes}
            onChange={(bathrooms) => setRooms({ ...rooms, bathrooms })}
          />
        </div>
      )}
    </Dropdown>
  );
}

export interface PriceDropdownProps {
  value: NumberRange | null;
  onApply: (next: NumberRange | null) => void;
  /** The slider's top, which also means "no upper limit" in the summary. */
  max: number;
  step: number;
  /** What the range is written in: its symbol leads every figure. */
  currency?: Currency;
  /** Rent gets monthly presets, anything else sale prices. */
  offerType?: OfferType | null;
}

/** '฿10M – ฿60M', '฿0 – ฿100M+'. */
export function priceSummary(range: NumberRange, max: number, currency: Currency): string {
  const sign = CURRENCY_SIGNS[currency];
  const top = range[1] >= max ? `${formatRangeLabel(max)}+` : formatRangeLabel(range[1]);
  return `${sign}${formatRangeLabel(range[0])} – ${sign}${top}`;
}

export function PriceDropdown({
  value,
  onApply,
  max,
  step,
  currency = 'THB',
  offerType = null,
}: PriceDropdownProps) {
  const t = useMessages(sharedMessages);
  const sign = CURRENCY_SIGNS[currency];
  const format = (amount: number) => `${sign}${formatRangeLabel(amount)}`;
  return (
    <RangeDropdown
      label={t('filters.price')}
      value={value}
      onApply={onApply}
      min={PRICE_MIN}
      max={max}
      step={step}
      summary={(range) => priceSummary(range, max, currency)}
      formatLabel={format}
      prefix={sign}
      scale={logScale(PRICE_MIN, max, step, PRICE_KNEE[currency])}
      presets={pricePresets(offerType, currency, max, format, presetWording(t))}
    />
  );
}

export interface AreaDropdownProps {
  value: NumberRange | null;
  onApply: (next: NumberRange | null) => void;
  align?: 'start' | 'end';
  /** The chosen property types: a condo, a villa and a plot get presets of their own size. */
  propertyTypes?: readonly PropertyType[];
}

export function AreaDropdown({ value, onApply, align, propertyTypes = [] }: AreaDropdownProps) {
  const t = useMessages(sharedMessages);
  return (
    <RangeDropdown
      label={t('filters.area')}
      align={align}
      value={value}
      onApply={onApply}
      min={AREA_MIN}
      max={AREA_MAX}
      step={AREA_STEP}
      summary={(range) => t('filters.area_range', { range: formatRange(...range, AREA_MAX) })}
      suffix={` ${t('filters.area_unit')}`}
      scale={logScale(AREA_MIN, AREA_MAX, AREA_STEP, AREA_KNEE)}
      presets={areaPresets(propertyTypes, AREA_MAX, presetWording(t))}
    />
  );
}

interface RangeDropdownProps {
  label: string;
  value: NumberRange | null;
  onApply: (next: NumberRange | null) => void;
  min: number;
  max: number;
  step: number;
  summary: (range: NumberRange) => string;
  align?: 'start' | 'end';
  formatLabel?: (value: number) => string;
  prefix?: string;
  suffix?: string;
  scale?: TrackScale;
  presets?: PricePreset[];
}

/** A slider in a dropdown; the full span is stored as null so it reads as "no filter". */
function RangeDropdown({
  label,
  value,
  onApply,
  min,
  max,
  step,
  summary,
  align,
  formatLabel,
  prefix,
  suffix,
  scale,
  presets,
}: RangeDropdownProps) {
  const t = useMessages(sharedMessages);
  return (
    <Dropdown<NumberRange | null>
      label={label}
      align={align}
      summary={value ? summary(value) : undefined}
      active={value !== null}
      value={value}
      emptyValue={null}
      onApply={onApply}
    >
      {(range, setRange) => (
        <>
          {presets && presets.length > 0 ? (
            <div
              className="range-presets"
              role="group"
              aria-label={t('filters.presets', { label })}
            >
              {presets.map((preset) => (
                <button
                  key={preset.label}
                  type="button"
                  className="range-presets__preset"
                  aria-pressed={
                    range !== null && range[0] === preset.range[0] && range[1] === preset.range[1]
                  }
                  onClick={() => setRange(rangeOrNull(preset.range, min, max))}
                >
                  {preset.label}
                </button>
              ))}
            </div>
          ) : null}
          <Suspense
            fallback={
              <p className="range-slider__loading" role="status">
                {t('filters.loading_slider')}
              </p>
            }
          >
            <RangeSlider
              label={label}
              min={min}
              max={max}
              step={step}
              value={range ?? [min, max]}
              onChange={(next) => setRange(rangeOrNull(next, min, max))}
              formatLabel={formatLabel}
              prefix={prefix}
              suffix={suffix}
              scale={scale}
            />
          </Suspense>
        </>
      )}
    </Dropdown>
  );
}
