import type { PropertyDetail } from '@phuket/shared/api';
import { STUDIO_BEDROOMS, STUDIO_LABEL } from '@phuket/shared/filters';
import {
  FOREIGN_FREEHOLD,
  foreignQuotaLabel,
  formatArea,
  formatNumber,
  priceBeforeDiscount,
  tenureLabel,
} from '@phuket/shared/format';
import { beachDistance } from '../../common/beach-distance';

export interface Fact {
  label: string;
  value: string;
}

/** The SPEC §3 listing fields as label/value rows; missing values are left out. */
export function propertyFacts(property: PropertyDetail): Fact[] {
  const facts: (Fact | null)[] = [
    property.property_type ? { label: 'Property type', value: property.property_type } : null,
    { label: 'Offer', value: property.offer_type === 'Sale' ? 'For sale' : 'For rent' },
    property.offer_type === 'Rent' && property.rental_type
      ? { label: 'Rental type', value: property.rental_type }
      : null,
    property.property_stage ? { label: 'Stage', value: property.property_stage } : null,
    property.bedrooms !== null
      ? {
          label: 'Bedrooms',
          value: property.bedrooms === STUDIO_BEDROOMS ? STUDIO_LABEL : String(property.bedrooms),
        }
      : null,
    property.bathrooms !== null ? { label: 'Bathrooms', value: String(property.bathrooms) } : null,
    formatArea(property.area) ? { label: 'Area', value: formatArea(property.area) ?? '' } : null,
    property.furniture ? { label: 'Furniture', value: property.furniture } : null,
    ...tenureFacts(property),
    property.location ? { label: 'Location', value: property.location } : null,
    property.nearest_beach
      ? {
          label: 'Nearest beach',
          value: `${beachDistance(property.nearest_beach)}, in a straight line`,
        }
      : null,
    { label: 'Currency', value: property.currency },
    { label: 'Listing ID', value: `#${property.id}` },
  ];
  return facts.filter((fact): fact is Fact => fact !== null);
}

/** How a foreign buyer can hold it, with the same words as the card and the link preview. */
export function tenureFacts(property: PropertyDetail): Fact[] {
  const tenure = tenureLabel(property);
  if (tenure === null) return [];
  const quota = foreignQuotaLabel(property);
  return [
    { label: 'Tenure', value: tenure },
    {
      label: FOREIGN_FREEHOLD,
      value: property.foreign_freehold ? 'Possible' : 'Not possible',
    },
    ...(quota === null ? [] : [{ label: 'Foreign quota', value: quota }]),
  ];
}

export function formatOldPrice(price: number, discount: number | null): string | null {
  const old = priceBeforeDiscount(price, discount);
  return old === null ? null : formatNumber(old);
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
