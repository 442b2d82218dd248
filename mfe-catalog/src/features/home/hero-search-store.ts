import { makeAutoObservable } from 'mobx';
import type {
  Currency,
  NumberRange,
  OfferType,
  PropertyType,
  SearchSuggestion,
} from '@phuket/shared/domain';
import { crossesRentSale, emptyFilters, filtersHref, listOf } from '@phuket/shared/filters';
import { suggestionPath, type FreeTextSearch } from '@phuket/shared/ui';

/** The hero's Rent/Buy switch: Buy is sent as Sale (docs/product-rules.md §2 "Hero search"). */
export const HERO_OFFERS: readonly { label: string; value: OfferType }[] = [
  { label: 'Rent', value: 'Rent' },
  { label: 'Buy', value: 'Sale' },
];

export interface HeroSearchState {
  offer_type: OfferType;
  location_id: number | null;
  property_type: PropertyType[];
  bedrooms: number[];
  bathrooms: number[];
  area_filter: NumberRange | null;
  price_range: NumberRange | null;
  /** The currency the price range was chosen in; the link names it (price_currency). */
  price_currency?: Currency | null;
  /** Text typed in the location field that names no area: searched for as it is. */
  search?: string | null;
}

/** '/properties?offer_type=…&location_id=…&property_type=…&bedrooms=…&…' for 'Get WOW'. */
export function heroSearchHref(state: HeroSearchState): string {
  return filtersHref({
    ...emptyFilters(),
    ...state,
    location_id: listOf(state.location_id),
    search: state.search ?? null,
  });
}

export class HeroSearchStore implements HeroSearchState {
  offer_type: OfferType = 'Sale';
  location_id: number | null = null;
  property_type: PropertyType[] = [];
  bedrooms: number[] = [];
  bathrooms: number[] = [];
  area_filter: NumberRange | null = null;
  price_range: NumberRange | null = null;
  price_currency: Currency | null = null;
  search: string | null = null;
  moreFilters = false;

  constructor() {
    makeAutoObservable(this);
  }

  get href(): string {
    return heroSearchHref(this.state);
  }

  private get state(): HeroSearchState {
    return {
      offer_type: this.offer_type,
      location_id: this.location_id,
      property_type: this.property_type,
      bedrooms: this.bedrooms,
      bathrooms: this.bathrooms,
      area_filter: this.area_filter,
      price_range: this.price_range,
      price_currency: this.price_currency,
      search: this.search,
    };
  }

  /**
   * Where a chosen suggestion leads: a project, a developer and a listing their own pages, an
   * area this search in it.
   */
  suggestionHref(item: SearchSuggestion): string {
    return (
      suggestionPath(item) ?? heroSearchHref({ ...this.state, location_id: item.id, search: null })
    );
  }

  /** Typed text sent without a pick (Get WOW): its best area, else the text itself. */
  setFreeText(choice: FreeTextSearch): void {
    this.location_id = choice && 'location_id' in choice ? choice.location_id : null;
    this.search = choice && 'search' in choice ? choice.search : null;
  }

  setOfferType(offerType: OfferType): void {
    // A sale range means nothing to rents (and back): each has its own slider.
    if (crossesRentSale(this.offer_type, offerType)) this.setPrice(null);
    this.offer_type = offerType;
  }

  setLocation(locationId: number | null): void {
    this.location_id = locationId;
    this.search = null;
  }

  setPropertyTypes(types: PropertyType[]): void {
    this.property_type = types;
  }

  setRooms(rooms: { bedrooms: number[]; bathrooms: number[] }): void {
    this.bedrooms = rooms.bedrooms;
    this.bathrooms = rooms.bathrooms;
  }

  setArea(range: NumberRange | null): void {
    this.area_filter = range;
  }

  setPrice(range: NumberRange | null, currency: Currency | null = null): void {
    this.price_range = range;
    this.price_currency = range === null ? null : currency;
  }

  toggleMoreFilters(): void {
    this.moreFilters = !this.moreFilters;
  }
}
