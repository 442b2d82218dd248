// SPEC §3 listing types: the static types of the contract's response schemas. Type-only
// imports, so no schema code reaches the browser bundle.
import type {
  DeveloperDetail,
  IdName,
  ListingCard,
  ListingDetail as ListingDetailBody,
  OptionsResponse as OptionsBody,
  ProjectDetail,
} from '../contract';

export type {
  Album,
  FloorPlan,
  ListingAgent,
  ListingDocument,
  Photo,
  SearchSuggestion,
  SimplePhoto,
} from '../contract';
export { LISTING_VIEWS, SORT_KEYS } from '../contract/enums';
export type { ListingView, SortKey } from '../contract/enums';
export type { FilterState, FilterValues, NumberRange } from '../contract/filters';

/** SPEC §3 Listing as shown on cards (with where it is on a map). */
export type Listing = ListingCard;

/** Everything the property page (/properties/{id}) needs on top of the card fields. */
export type ListingDetail = ListingDetailBody;

export type Location = IdName;
export type Amenity = IdName;

/** SPEC §3 Developer as its page shows it. */
export type Developer = DeveloperDetail;
export type Project = ProjectDetail;

/** GET /api/{offerType}/options. */
export type OptionsResponse = OptionsBody;
