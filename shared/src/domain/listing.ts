// docs/product-rules.md §3 listing types: the static types of the contract's response schemas. Type-only
// imports of the schemas and schema-free rules only, so no schema code reaches the browser
// bundle.
import { titleIn, titlesOf, type ShownText } from '../contract/content-language-rules';
import { LANGUAGE_TAGS, type Locale } from '../contract/locales';
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

/** docs/product-rules.md §3 Listing as shown on cards (with where it is on a map). */
export type Listing = ListingCard;

/** Everything the property page (/properties/{id}) needs on top of the card fields. */
export type ListingDetail = ListingDetailBody;

export type Location = IdName;
export type Amenity = IdName;

/** docs/product-rules.md §3 Developer as its page shows it. */
export type Developer = DeveloperDetail;
export type Project = ProjectDetail;

/** GET /api/{offerType}/options. */
export type OptionsResponse = OptionsBody;

/** A card's title in the reader's language: the owner's translation, else the original. */
export function listingTitleIn(
  listing: Pick<Listing, 'title' | 'language' | 'title_translations'>,
  locale: Locale,
): ShownText | null {
  return titleIn(
    { title: listing.title, language: listing.language, titles: listing.title_translations },
    locale,
  );
}

/** The property page's title in the reader's language, from its whole translations. */
export function detailTitleIn(
  listing: Pick<ListingDetail, 'title' | 'language' | 'translations'>,
  locale: Locale,
): ShownText | null {
  return titleIn(
    { title: listing.title, language: listing.language, titles: titlesOf(listing.translations) },
    locale,
  );
}

/**
 * The `lang` of an element holding a shown text: its language's tag when it is not the page's
 * (WCAG 3.1.2), else nothing, the page's own applying.
 */
export function langIfOther(shown: ShownText | null, locale: Locale): string | undefined {
  return shown === null || shown.language === locale ? undefined : LANGUAGE_TAGS[shown.language];
}
