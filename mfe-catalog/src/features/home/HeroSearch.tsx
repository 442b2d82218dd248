import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useNavigate } from '@phuket/shared/router';
import { getLocations } from '@phuket/shared/api';
import type { Location, NumberRange, PropertyType } from '@phuket/shared/domain';
import { PROPERTY_TYPES } from '@phuket/shared/domain';
import {
  AREA_MAX,
  AREA_MIN,
  AREA_STEP,
  PRICE_DROPDOWN_MAX,
  PRICE_DROPDOWN_STEP,
  PRICE_MIN,
  ROOM_MAX,
  ROOM_OPTIONS,
} from '@phuket/shared/filters';
import { formatRange } from '@phuket/shared/format';
import {
  Dropdown,
  LOCATION_PLACEHOLDER,
  MultiSelect,
  RangeSlider,
  Select,
} from '@phuket/shared/ui';
import { HERO_OFFERS, HeroSearchStore } from './hero-search-store';

interface Rooms {
  bedrooms: number[];
  bathrooms: number[];
}

function roomLabel(value: number): string {
  return value >= ROOM_MAX ? `${ROOM_MAX}+` : String(value);
}

function roomsSummary({ bedrooms, bathrooms }: Rooms): string | undefined {
  const part = (list: number[], word: string) =>
    list.length ? `${list.map(roomLabel).join(',')} ${word}` : '';
  return [part(bedrooms, 'bd'), part(bathrooms, 'ba')].filter(Boolean).join(' · ') || undefined;
}

function toggle(list: number[], value: number): number[] {
  return list.includes(value)
    ? list.filter((item) => item !== value)
    : [...list, value].sort((a, b) => a - b);
}

function RoomPicker({
  label,
  noun,
  value,
  onChange,
}: {
  label: string;
  noun: string;
  value: number[];
  onChange: (next: number[]) => void;
}) {
  return (
    <div className="hero-rooms" role="group" aria-label={label}>
      <span className="hero-rooms__label" aria-hidden="true">
        {label}
      </span>
      <div className="hero-rooms__row">
        {ROOM_OPTIONS.map((option) => (
          <button
            key={option}
            type="button"
            className="hero-rooms__chip"
            aria-pressed={value.includes(option)}
            aria-label={`${roomLabel(option)} ${noun}`}
            onClick={() => onChange(toggle(value, option))}
          >
            {roomLabel(option)}
          </button>
        ))}
      </div>
    </div>
  );
}

/** A full-width range is "no limit" and is not sent. */
function rangeOrNull(range: NumberRange, min: number, max: number): NumberRange | null {
  return range[0] <= min && range[1] >= max ? null : range;
}

/** SPEC "Hero search": everything it sets becomes the /properties query on 'Get WOW'. */
export const HeroSearch = observer(function HeroSearch() {
  const [store] = useState(() => new HeroSearchStore());
  const [locations, setLocations] = useState<Location[]>([]);
  const navigate = useNavigate();

  useEffect(() => {
    let current = true;
    // SPEC §8: a locations failure is ignored; the select is just empty.
    getLocations().then(
      (list) => current && setLocations(list),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, []);

  return (
    <form
      className="hero-search"
      role="search"
      aria-label="Property search"
      onSubmit={(event) => {
        event.preventDefault();
        navigate(store.href);
      }}
    >
      <fieldset className="hero-search__offer">
        <legend className="visually-hidden">Rent or buy</legend>
        {HERO_OFFERS.map((offer) => (
          <label key={offer.value} className="hero-search__offer-option">
            <input
              type="radio"
              name="hero-offer"
              value={offer.value}
              checked={store.offer_type === offer.value}
              onChange={() => store.setOfferType(offer.value)}
            />
            <span>{offer.label}</span>
          </label>
        ))}
      </fieldset>
      <div className="hero-search__row">
        <Select
          className="hero-search__location"
          label="Location"
          hideLabel
          placeholder={LOCATION_PLACEHOLDER}
          options={locations.map((location) => ({ value: location.id, label: location.name }))}
          value={store.location_id}
          onChange={(id) => store.setLocation(id)}
        />
        <Dropdown<PropertyType[]>
          label="Property Type"
          summary={
            store.property_type.length > 1
              ? `${store.property_type.length} types`
              : store.property_type[0]
          }
          active={store.property_type.length > 0}
          value={store.property_type}
          emptyValue={[]}
          onApply={(types) => store.setPropertyTypes(types)}
        >
          {(selection, setSelection) => (
            <MultiSelect
              label="Property Type"
              hideLabel
              searchable={false}
              options={PROPERTY_TYPES.map((type) => ({ value: type, label: type }))}
              value={selection}
              onChange={setSelection}
            />
          )}
        </Dropdown>
        <Dropdown<NumberRange | null>
          label="Price"
          summary={
            store.price_range ? formatRange(...store.price_range, PRICE_DROPDOWN_MAX) : undefined
          }
          active={store.price_range !== null}
          value={store.price_range}
          emptyValue={null}
          onApply={(range) => store.setPrice(range)}
        >
          {(range, setRange) => (
            <RangeSlider
              label="Price"
              min={PRICE_MIN}
              max={PRICE_DROPDOWN_MAX}
              step={PRICE_DROPDOWN_STEP}
              value={range ?? [PRICE_MIN, PRICE_DROPDOWN_MAX]}
              onChange={(next) => setRange(rangeOrNull(next, PRICE_MIN, PRICE_DROPDOWN_MAX))}
            />
          )}
        </Dropdown>
        <button type="submit" className="button button--accent hero-search__submit">
          Get WOW
        </button>
      </div>
      <div className="hero-search__more" id="hero-more-filters" hidden={!store.moreFilters}>
        <Dropdown<Rooms>
          label="Beds & Baths"
          summary={roomsSummary(store)}
          active={store.bedrooms.length + store.bathrooms.length > 0}
          value={{ bedrooms: store.bedrooms, bathrooms: store.bathrooms }}
          emptyValue={{ bedrooms: [], bathrooms: [] }}
          onApply={(rooms) => store.setRooms(rooms)}
        >
          {(rooms, setRooms) => (
            <div className="hero-rooms__groups">
              <RoomPicker
                label="Bedrooms"
                noun="bedrooms"
                value={rooms.bedrooms}
                onChange={(bedrooms) => setRooms({ ...rooms, bedrooms })}
              />
              <RoomPicker
                label="Bathrooms"
                noun="bathrooms"
                value={rooms.bathrooms}
                onChange={(bathrooms) => setRooms({ ...rooms, bathrooms })}
              />
            </div>
          )}
        </Dropdown>
        <Dropdown<NumberRange | null>
          label="Area"
          summary={
            store.area_filter ? `${formatRange(...store.area_filter, AREA_MAX)} sq.m` : undefined
          }
          active={store.area_filter !== null}
          value={store.area_filter}
          emptyValue={null}
          onApply={(range) => store.setArea(range)}
        >
          {(range, setRange) => (
            <RangeSlider
              label="Area"
              min={AREA_MIN}
              max={AREA_MAX}
              step={AREA_STEP}
              value={range ?? [AREA_MIN, AREA_MAX]}
              onChange={(next) => setRange(rangeOrNull(next, AREA_MIN, AREA_MAX))}
            />
          )}
        </Dropdown>
      </div>
      <button
        type="button"
        className="hero-search__toggle"
        aria-expanded={store.moreFilters}
        aria-controls="hero-more-filters"
        onClick={() => store.toggleMoreFilters()}
      >
        {store.moreFilters ? 'Hide' : 'More filters'}
      </button>
    </form>
  );
});
