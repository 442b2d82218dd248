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
  STUDIO_LABEL,
} from '@phuket/shared/filters';
import {
  AREA_KNEE,
  PRICE_KNEE,
  areaPresets,
  logScale,
  pricePresets,
  type PricePreset,
  type TrackScale,
} from '@phuket/shared/filters';
import { formatRange, formatRangeLabel } from '@phuket/shared/format';
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

/** A full-width range means "no limit", which is stored as null. */
function rangeOrNull(range: NumberRange, min: number, max: number): NumberRange | null {
  return range[0] <= min && range[1] >= max ? null : range;
}

function roomLabel(value: number): string {
  if (value === STUDIO_BEDROOMS) return STUDIO_LABEL;
  return value >= ROOM_MAX ? `${ROOM_MAX}+` : String(value);
}

function roomsSummary(rooms: Rooms): string | undefined {
  const part = (list: number[], word: string) =>
    list.length === 1 && list[0] === STUDIO_BEDROOMS
      ? STUDIO_LABEL
      : list.length
        ? `${list.map(roomLabel).join(',')} ${word}`
        : '';
  const text = [part(rooms.bedrooms, 'bd'), part(rooms.bathrooms, 'ba')]
    .filter(Boolean)
    .join(' · ');
  return text || undefined;
}

function toggleNumber(list: number[], value: number): number[] {
  return list.includes(value)
    ? list.filter((item) => item !== value)
    : [...list, value].sort((a, b) => a - b);
}

function RoomChips({
  label,
  noun,
  options,
  value,
  classes,
  onChange,
}: {
  label: string;
  noun: string;
  options: readonly number[];
  value: number[];
  classes: RoomChipsClasses;
  onChange: (next: number[]) => void;
}) {
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
            aria-label={option === STUDIO_BEDROOMS ? STUDIO_LABEL : `${roomLabel(option)} ${noun}`}
            onClick={() => onChange(toggleNumber(value, option))}
          >
            {roomLabel(option)}
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

export function PropertyTypeDropdown({
  value,
  onApply,
  label = 'Property type',
}: PropertyTypeDropdownProps) {
  return (
    <Dropdown<PropertyType[]>
      label={label}
      summary={value.length > 1 ? `${value.length} types` : value[0]}
      active={value.length > 0}
      value={value}
      emptyValue={[]}
      onApply={onApply}
    >
      {(selection, setSelection) => (
        <MultiSelect
          label={label}
          hideLabel
          searchable={false}
          options={PROPERTY_TYPES.map((type) => ({ value: type, label: type }))}
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
  return (
    <Dropdown<Rooms>
      label="Beds & Baths"
      summary={roomsSummary(value)}
      active={value.bedrooms.length + value.bathrooms.length > 0}
      value={value}
      emptyValue={{ bedrooms: [], bathrooms: [] }}
      onApply={onApply}
    >
      {(rooms, setRooms) => (
        <div className={classes.groups}>
          <RoomChips
            label="Bedrooms"
            noun="bedrooms"
            options={BEDROOM_OPTIONS}
            value={rooms.bedrooms}
            classes={classes}
            onChange={(bedrooms) => setRooms({ ...rooms, bedrooms })}
          />
          <RoomChips
            label="Bathrooms"
            noun="bathrooms"
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
  const sign = CURRENCY_SIGNS[currency];
  const format = (amount: number) => `${sign}${formatRangeLabel(amount)}`;
  return (
    <RangeDropdown
      label="Price"
      value={value}
      onApply={onApply}
      min={PRICE_MIN}
      max={max}
      step={step}
      summary={(range) => priceSummary(range, max, currency)}
      formatLabel={format}
      prefix={sign}
      scale={logScale(PRICE_MIN, max, step, PRICE_KNEE[currency])}
      presets={pricePresets(offerType, currency, max, format)}
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
  return (
    <RangeDropdown
      label="Area"
      align={align}
      value={value}
      onApply={onApply}
      min={AREA_MIN}
      max={AREA_MAX}
      step={AREA_STEP}
      summary={(range) => `${formatRange(...range, AREA_MAX)} sq.m`}
      suffix=" sq.m"
      scale={logScale(AREA_MIN, AREA_MAX, AREA_STEP, AREA_KNEE)}
      presets={areaPresets(propertyTypes, AREA_MAX)}
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
            <div className="range-presets" role="group" aria-label={`${label} presets`}>
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
                Loading the slider…
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
