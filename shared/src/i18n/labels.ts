import { useMemo } from 'react';
import type { Locale } from '../contract/locales';
import { isCurrency } from '../contract/enums';
import { FOREIGN_FREEHOLD, type TenureFacts } from '../contract/tenure-rules';
import { formatArea } from '../format/area';
import { formatPrice, type PriceInput } from '../format/price';
import { formatAreaIn, formatMoneyIn } from './formats';
import { useLocale } from './locale-context';
import { sharedMessages } from './shared-messages';
import { valueId } from './use-messages';

/*
 * The words of the site's closed lists (property types, offer and rental types, stages,
 * tenures, furniture), of its amenities and of Phuket's areas, translated once here so every
 * area says "Патонг" and "Вилла" the same way. The values stay English in data, URLs and the
 * API; only what the visitor reads changes. English reads exactly as the value.
 */

const PROPERTY_TYPE_IDS: Readonly<Record<string, string>> = {
  Apartment: valueId('property_type.apartment'),
  Villa: valueId('property_type.villa'),
  Townhouse: valueId('property_type.townhouse'),
  Penthouse: valueId('property_type.penthouse'),
  Commercial: valueId('property_type.commercial'),
  Building: valueId('property_type.building'),
  'Hotel apartment': valueId('property_type.hotel_apartment'),
  'Land plot': valueId('property_type.land_plot'),
};

const OFFER_TYPE_IDS: Readonly<Record<string, string>> = {
  Sale: valueId('offer_type.sale'),
  Rent: valueId('offer_type.rent'),
};

const RENTAL_TYPE_IDS: Readonly<Record<string, string>> = {
  'Long-term': valueId('rental_type.long_term'),
  'Short-term': valueId('rental_type.short_term'),
};

const PROPERTY_STAGE_IDS: Readonly<Record<string, string>> = {
  'Off-plan': valueId('property_stage.off_plan'),
  Ready: valueId('property_stage.ready'),
  Resale: valueId('property_stage.resale'),
};

/** The tenures and the filter's "Foreign freehold" (which the filter reads as "… possible"). */
const TENURE_IDS: Readonly<Record<string, string>> = {
  Freehold: valueId('tenure.freehold'),
  Leasehold: valueId('tenure.leasehold'),
  'Thai company': valueId('tenure.thai_company'),
  [FOREIGN_FREEHOLD]: valueId('tenure.foreign_freehold'),
};

const FURNITURE_IDS: Readonly<Record<string, string>> = {
  Furnished: valueId('furniture.furnished'),
  Unfurnished: valueId('furniture.unfurnished'),
  'Partly furnished': valueId('furniture.partly_furnished'),
};

/** The seed's amenities (api/src/seed/data.ts); one an admin adds later reads as written. */
const AMENITY_IDS: Readonly<Record<string, string>> = {
  'Swimming pool': valueId('amenity.swimming_pool'),
  'Private pool': valueId('amenity.private_pool'),
  Gym: valueId('amenity.gym'),
  'Sea view': valueId('amenity.sea_view'),
  'Mountain view': valueId('amenity.mountain_view'),
  Parking: valueId('amenity.parking'),
  'Security 24/7': valueId('amenity.security'),
  Garden: valueId('amenity.garden'),
  'Air conditioning': valueId('amenity.air_conditioning'),
  Balcony: valueId('amenity.balcony'),
  'Kids club': valueId('amenity.kids_club'),
  Sauna: valueId('amenity.sauna'),
  Spa: valueId('amenity.spa'),
  'Co-working space': valueId('amenity.coworking'),
  Restaurant: valueId('amenity.restaurant'),
  'Beach access': valueId('amenity.beach_access'),
  Elevator: valueId('amenity.elevator'),
  'Pet friendly': valueId('amenity.pet_friendly'),
  'Fully equipped kitchen': valueId('amenity.kitchen'),
  'Rooftop terrace': valueId('amenity.rooftop_terrace'),
};

/** The seed's areas (api/src/seed/data.ts), as they are written and said locally. */
const LOCATION_IDS: Readonly<Record<string, string>> = {
  Patong: valueId('location.patong'),
  Kata: valueId('location.kata'),
  'Kata Noi': valueId('location.kata_noi'),
  Karon: valueId('location.karon'),
  'Karon Beach': valueId('location.karon_beach'),
  Rawai: valueId('location.rawai'),
  'Nai Harn': valueId('location.nai_harn'),
  Kamala: valueId('location.kamala'),
  Surin: valueId('location.surin'),
  'Bang Tao': valueId('location.bang_tao'),
  Laguna: valueId('location.laguna'),
  Layan: valueId('location.layan'),
  Chalong: valueId('location.chalong'),
  'Phuket Town': valueId('location.phuket_town'),
  Kathu: valueId('location.kathu'),
  'Mai Khao': valueId('location.mai_khao'),
  'Nai Yang': valueId('location.nai_yang'),
  Naiton: valueId('location.naiton'),
  Cherngtalay: valueId('location.cherngtalay'),
  'Cape Yamu': valueId('location.cape_yamu'),
  'Ao Po': valueId('location.ao_po'),
  Panwa: valueId('location.panwa'),
  Thalang: valueId('location.thalang'),
  'Koh Kaew': valueId('location.koh_kaew'),
  Wichit: valueId('location.wichit'),
  'Ao Yon': valueId('location.ao_yon'),
};

/** What a label function gives for a value it does not know: the value itself. */
type Label = (value: string) => string;

/** How a listing's rooms read: '3' 'Beds', or 'Studio' with no unit (format/rooms.ts). */
export interface RoomFactIn {
  value: string;
  unit: string;
}

export interface Labels {
  /** 'Villa' → 'Вилла'. */
  propertyType: Label;
  /** 'Sale' / 'Rent' → 'Продажа' / 'Аренда'. */
  offerType: Label;
  /** 'Long-term' / 'Short-term'. */
  rentalType: Label;
  /** 'Off-plan' / 'Ready' / 'Resale'. */
  propertyStage: Label;
  /** 'Freehold', 'Leasehold', 'Thai company', and the filter's 'Foreign freehold'. */
  tenure: Label;
  /** 'Furnished', 'Unfurnished', 'Partly furnished'. */
  furniture: Label;
  /** An amenity's name: 'Sea view' → 'Вид на море'. */
  amenity: Label;
  /** An area's name: 'Patong' → 'Патонг' / 'ป่าตอง' / '芭东'. */
  location: Label;
  /** The tenure filter's choice: 'Foreign freehold' reads 'Foreign freehold possible'. */
  tenureFilter: Label;
  /** 'Leasehold, 30 years' and the other tenures, as format's `tenureLabel`. */
  tenureLabel: (facts: { tenure: string | null; leasehold_years: number | null }) => string | null;
  /** The rent price's period, as format's `rentPeriod`: 'Monthly' / 'Daily'. */
  rentPeriod: (rentalType: string | null | undefined) => string;
  /** ' / Monthly' after a rent price, nothing after a sale price, as format's `rentSuffix`. */
  rentSuffix: (
    offerType: string | null | undefined,
    rentalType: string | null | undefined,
  ) => string;
  /** 'No foreign-quota units left', '12 foreign-quota units left', as format's function. */
  foreignQuotaUnits: (units: number | null) => string | null;
  /** 'In the foreign quota · 12 foreign-quota units left', as format's `foreignQuotaLabel`. */
  foreignQuota: (
    facts: Pick<TenureFacts, 'foreign_quota' | 'foreign_quota_units'>,
  ) => string | null;
  /** The card's tenure line, as format's `tenureSummary`: 'Freehold · Thai quota'. */
  tenureSummary: (facts: TenureFacts) => string | null;
  /** A listing's price with its rent period, as format's `formatPrice` ('฿45,000 / Monthly'). */
  price: (listing: PriceInput) => string;
  /** A floor or land area, as format's `formatArea` in English ('120 sq.m'), '120 м²' in Russian. */
  area: (squareMetres: number | null | undefined) => string | null;
  /** A bedroom-less home with a bathroom: 'Studio'. */
  studio: string;
  /** Beds and baths, as format's `roomFacts` ('3' 'Beds', 'Studio'). */
  roomFacts: (
    bedrooms: number | null | undefined,
    bathrooms: number | null | undefined,
  ) => { beds: RoomFactIn | null; baths: RoomFactIn | null };
}

function labelFrom(locale: Locale, ids: Readonly<Record<string, string>>): Label {
  return (value) => {
    const id = ids[value];
    // English reads as the value (the ids are valueId's: no English message ships).
    return id === undefined || locale === 'en' ? value : sharedMessages.format(locale, id);
  };
}

/**
 * The labels in `locale` (outside React: a store, a page title). In a component use
 * `useLabels()`. English gives each value exactly as the API sends it, so English pages read
 * as they always have; a value not listed here (an area added later) is shown as it is.
 */
export function labelsIn(locale: Locale): Labels {
  const t = (id: string, values?: Record<string, string | number>) =>
    sharedMessages.format(locale, id, values);
  const tenure = labelFrom(locale, TENURE_IDS);
  const rentPeriod = (rentalType: string | null | undefined) =>
    rentalType === 'Long-term' ? t('rent_period.monthly') : t('rent_period.daily');
  const studio = t('rooms.studio');
  const tenureLabel: Labels['tenureLabel'] = ({ tenure: held, leasehold_years: years }) => {
    if (held === null) return null;
    if (held === 'Leasehold' && years) return t('tenure.leasehold_years', { count: years });
    return tenure(held);
  };
  const foreignQuotaUnits = (units: number | null) =>
    units === null ? null : t('tenure.quota_units_left', { count: units });
  const thaiQuota = t('tenure.thai_quota');
  const joined = (parts: (string | null)[]) => {
    const kept = parts.filter((part): part is string => part !== null);
    return kept.length > 0 ? kept.join(' · ') : null;
  };
  const suffix = (offerType: string | null | undefined, rentalType: string | null | undefined) =>
    offerType === 'Rent' ? t('rent_period.suffix', { period: rentPeriod(rentalType) }) : '';
  return {
    propertyType: labelFrom(locale, PROPERTY_TYPE_IDS),
    offerType: labelFrom(locale, OFFER_TYPE_IDS),
    rentalType: labelFrom(locale, RENTAL_TYPE_IDS),
    propertyStage: labelFrom(locale, PROPERTY_STAGE_IDS),
    tenure,
    furniture: labelFrom(locale, FURNITURE_IDS),
    amenity: labelFrom(locale, AMENITY_IDS),
    location: labelFrom(locale, LOCATION_IDS),
    tenureFilter: (value) =>
      value === FOREIGN_FREEHOLD ? t('tenure.foreign_freehold_possible') : tenure(value),
    tenureLabel,
    rentPeriod,
    rentSuffix: suffix,
    foreignQuotaUnits,
    foreignQuota: (facts) =>
      joined([
        facts.foreign_quota === null
          ? null
          : facts.foreign_quota
            ? t('tenure.in_foreign_quota')
            : thaiQuota,
        foreignQuotaUnits(facts.foreign_quota_units),
      ]),
    tenureSummary: (facts) => {
      const held = facts.foreign_freehold ? tenure(FOREIGN_FREEHOLD) : tenureLabel(facts);
      if (held === null) return null;
      // As format's: "In the foreign quota" goes without saying beside "Foreign freehold".
      return joined([
        held,
        facts.foreign_quota === false ? thaiQuota : null,
        foreignQuotaUnits(facts.foreign_quota_units),
      ]);
    },
    // English is format's own text, which the API's link previews share.
    price: (listing) =>
      locale === 'en' || !isCurrency(listing.currency)
        ? formatPrice(listing)
        : `${formatMoneyIn(locale, listing.price ?? 0, listing.currency)}${suffix(
            listing.offer_type,
            listing.rental_type,
          )}`,
    area: (squareMetres) =>
      locale === 'en' ? formatArea(squareMetres) : areaIn(locale, squareMetres),
    studio,
    roomFacts: (bedrooms, bathrooms) => {
      const baths =
        bathrooms != null && bathrooms > 0
          ? { value: String(bathrooms), unit: t('rooms.baths_unit', { count: bathrooms }) }
          : null;
      let beds: RoomFactIn | null = null;
      if (bedrooms != null && bedrooms > 0) {
        beds = { value: String(bedrooms), unit: t('rooms.beds_unit', { count: bedrooms }) };
      } else if (bedrooms === 0 && baths !== null) beds = { value: studio, unit: '' };
      return { beds, baths };
    },
  };
}

function areaIn(locale: Locale, squareMetres: number | null | undefined): string | null {
  if (typeof squareMetres !== 'number' || !Number.isFinite(squareMetres) || squareMetres <= 0)
    return null;
  return formatAreaIn(locale, squareMetres);
}

/** The labels in the page's language: `const label = useLabels(); label.location(name)`. */
export function useLabels(): Labels {
  const locale = useLocale();
  return useMemo(() => labelsIn(locale), [locale]);
}
