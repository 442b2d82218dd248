import type { PropertyDetail } from '@phuket/shared/api';
import { STUDIO_BEDROOMS, STUDIO_LABEL } from '@phuket/shared/filters';
import {
  FOREIGN_FREEHOLD,
  foreignQuotaLabel,
  formatArea,
  tenureLabel,
} from '@phuket/shared/format';
import { beachDistance } from '../../common/beach-distance';
import { areaIn } from '../../common/locale-format';
import { DEFAULT_LOCALE, labelsIn, type Locale, type Translate } from '@phuket/shared/i18n';
import { propertyMessages } from './messages';

export interface Fact {
  label: string;
  value: string;
  /** The owner's own words (the address): not translated, marked for the language checks. */
  userContent?: true;
}

/** The docs/product-rules.md §3 listing fields as label/value rows; missing values are left out. */
export function propertyFacts(property: PropertyDetail, locale: Locale = DEFAULT_LOCALE): Fact[] {
  const t: Translate = (id, values) => propertyMessages.format(locale, id, values);
  // The closed lists' words (types, stages, furniture, areas) are shared's, as on the cards.
  const label = labelsIn(locale);
  const facts: (Fact | null)[] = [
    property.property_type
      ? { label: t('property.fact_type'), value: label.propertyType(property.property_type) }
      : null,
    {
      label: t('property.fact_offer'),
      value: property.offer_type === 'Sale' ? t('property.for_sale') : t('property.for_rent'),
    },
    property.offer_type === 'Rent' && property.rental_type
      ? { label: t('property.fact_rental_type'), value: label.rentalType(property.rental_type) }
      : null,
    property.property_stage
      ? { label: t('property.fact_stage'), value: label.propertyStage(property.property_stage) }
      : null,
    // An off-plan unit's project says when it completes ("Q3 2027", as the developer wrote it).
    property.completion
      ? { label: t('property.fact_completion'), value: property.completion }
      : null,
    property.bedrooms !== null
      ? {
          label: t('property.fact_bedrooms'),
          value:
            property.bedrooms === STUDIO_BEDROOMS
              ? locale === DEFAULT_LOCALE
                ? STUDIO_LABEL
                : label.studio
              : String(property.bedrooms),
        }
      : null,
    property.bathrooms !== null
      ? { label: t('property.fact_bathrooms'), value: String(property.bathrooms) }
      : null,
    formatArea(property.area)
      ? { label: t('property.fact_area'), value: areaIn(locale, property.area) ?? '' }
      : null,
    property.furniture
      ? { label: t('property.fact_furniture'), value: label.furniture(property.furniture) }
      : null,
    ...tenureFacts(property, locale),
    // The address and area as the owner wrote them ("Chao Fa West Road, Chalong"); a bare
    // area name reads in the page's language.
    property.location
      ? {
          label: t('property.fact_location'),
          value: label.location(property.location),
          userContent: true,
        }
      : null,
    property.nearest_beach
      ? {
          label: t('property.fact_beach'),
          value: t('property.fact_beach_value', {
            distance: beachDistance(property.nearest_beach, locale),
          }),
          // A beach the shared catalog does not name stays as stored (a place's own name).
          userContent: true,
        }
      : null,
    { label: t('property.fact_currency'), value: property.currency },
    { label: t('property.fact_id'), value: `#${property.id}` },
  ];
  return facts.filter((fact): fact is Fact => fact !== null);
}

/** How a foreign buyer can hold it, with the same words as the card and the link preview. */
export function tenureFacts(property: PropertyDetail, locale: Locale = DEFAULT_LOCALE): Fact[] {
  const t: Translate = (id) => propertyMessages.format(locale, id);
  const english = locale === DEFAULT_LOCALE;
  const label = labelsIn(locale);
  const tenure = english ? tenureLabel(property) : label.tenureLabel(property);
  if (tenure === null) return [];
  const quota = english ? foreignQuotaLabel(property) : label.foreignQuota(property);
  return [
    { label: t('property.fact_tenure'), value: tenure },
    {
      // The same words as the card's (FOREIGN_FREEHOLD) in English.
      label: locale === DEFAULT_LOCALE ? FOREIGN_FREEHOLD : t('property.fact_foreign_freehold'),
      value: property.foreign_freehold ? t('property.possible') : t('property.not_possible'),
    },
    ...(quota === null ? [] : [{ label: t('property.fact_foreign_quota'), value: quota }]),
  ];
}

/** Street address and area in one line, without repeating what the other already says. */
export function addressLine(address: string | null, location: string | null): string | null {
  if (address && location) {
    if (location.includes(address)) return location;
    if (address.includes(location)) return address;
    return `${address}, ${location}`;
  }
  return address ?? location;
}
