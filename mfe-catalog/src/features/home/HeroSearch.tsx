import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useNavigate } from '@phuket/shared/router';
import { useStores } from '@phuket/shared/stores';
import type { OfferType, SearchSuggestion } from '@phuket/shared/domain';
import { priceSliderRange } from '@phuket/shared/filters';
import type { RoomChipsClasses } from '@phuket/shared/ui';
import {
  AreaDropdown,
  LocationSearch,
  PriceDropdown,
  PropertyTypeDropdown,
  RoomsDropdown,
  createLocationSearchStore,
} from '@phuket/shared/ui';
import { msgId, useMessages } from '@phuket/shared/i18n';
import { catalogMessages } from '../../common/messages';
import { HERO_OFFERS, HeroSearchStore } from './hero-search-store';

const OFFER_LABELS: Record<OfferType, string> = {
  Rent: msgId('home.offer_rent'),
  Sale: msgId('home.offer_buy'),
};

/** The hero keeps its own look for the room chips (home.css). */
const HERO_ROOM_CLASSES: RoomChipsClasses = {
  groups: 'hero-rooms__groups',
  group: 'hero-rooms',
  label: 'hero-rooms__label',
  row: 'hero-rooms__row',
  chip: 'hero-rooms__chip',
};

/** docs/product-rules.md §2 "Hero search": everything it sets becomes the /properties query on 'Get WOW'. */
export const HeroSearch = observer(function HeroSearch() {
  const t = useMessages(catalogMessages);
  const [store] = useState(() => new HeroSearchStore());
  const [location] = useState(createLocationSearchStore);
  const { currency } = useStores();
  const navigate = useNavigate();
  const priceCurrency = store.price_currency ?? currency.current;
  const priceSlider = priceSliderRange(store.offer_type, priceCurrency, true);

  const chooseSuggestion = (item: SearchSuggestion, andSearch: boolean) => {
    if (item.kind === 'area') {
      // An area fills the field like the select did; Enter on typed text also searches.
      store.setLocation(item.id);
      if (andSearch) void navigate(store.href);
      return;
    }
    void navigate(store.suggestionHref(item));
  };

  return (
    <form
      className="hero-search"
      role="search"
      aria-label={t('home.search')}
      onSubmit={(event) => {
        event.preventDefault();
        // Text typed and not chosen is searched for (its best area, else the text itself).
        const typed =
          store.location_id === null && location.query.trim() !== ''
            ? location.freeText().then((choice) => store.setFreeText(choice))
            : Promise.resolve();
        void typed.finally(() => void navigate(store.href));
      }}
    >
      <fieldset className="hero-search__offer">
        <legend className="visually-hidden">{t('home.offer')}</legend>
        {HERO_OFFERS.map((offer) => (
          <label key={offer.value} className="hero-search__offer-option">
            <input
              type="radio"
              name="hero-offer"
              value={offer.value}
              checked={store.offer_type === offer.value}
              onChange={() => store.setOfferType(offer.value)}
            />
            <span>{t(OFFER_LABELS[offer.value])}</span>
          </label>
        ))}
      </fieldset>
      <div className="hero-search__row">
        <LocationSearch
          store={location}
          onChoose={chooseSuggestion}
          onEdit={() => store.setLocation(null)}
          onSearch={() => void navigate(store.href)}
        />
        <PropertyTypeDropdown
          label={t('home.property_type')}
          value={store.property_type}
          onApply={(types) => store.setPropertyTypes(types)}
        />
        <PriceDropdown
          value={store.price_range}
          max={priceSlider.max}
          step={priceSlider.step}
          currency={priceCurrency}
          offerType={store.offer_type}
          onApply={(range) => store.setPrice(range, priceCurrency)}
        />
        <button type="submit" className="button button--accent hero-search__submit">
          {t('home.submit')}
        </button>
      </div>
      <div className="hero-search__more" id="hero-more-filters" hidden={!store.moreFilters}>
        {/* Read here so the observer tracks the store's arrays. */}
        <RoomsDropdown
          value={{ bedrooms: store.bedrooms, bathrooms: store.bathrooms }}
          classes={HERO_ROOM_CLASSES}
          onApply={(rooms) => store.setRooms(rooms)}
        />
        <AreaDropdown
          value={store.area_filter}
          propertyTypes={store.property_type}
          onApply={(range) => store.setArea(range)}
        />
      </div>
      <button
        type="button"
        className="hero-search__toggle"
        aria-expanded={store.moreFilters}
        aria-controls="hero-more-filters"
        onClick={() => store.toggleMoreFilters()}
      >
        {store.moreFilters ? t('home.filters_hide') : t('home.filters_more')}
      </button>
    </form>
  );
});
