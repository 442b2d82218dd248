import type { ListingDraft, ListingStepBody } from '@phuket/shared/api/listings';
import type { ContentTranslations, Currency, ListingDataStep } from '@phuket/shared/domain';
import { normalizedTranslations, translationProblems } from '@phuket/shared/domain';
import { LOCALES, type Locale } from '@phuket/shared/i18n';
import { msgId } from '@phuket/shared/i18n';
import type { MessageValues } from '@phuket/shared/i18n';
import {
  CONDO_PROPERTY_TYPES,
  LEASEHOLD_YEARS_MAX,
  LISTING_ADDRESS_MAX,
  LISTING_AREA_MAX,
  LISTING_DESCRIPTION_MAX,
  LISTING_DISCOUNT_MAX,
  LISTING_PRICE_MAX,
  LISTING_ROOMS_MAX,
  LISTING_TITLE_MAX,
} from '@phuket/shared/domain';

// The wizard's form values and how they become the API's step bodies. Inputs hold text (an
// empty box is ''), so a half-typed number stays as typed; the body carries null for a cleared
// field, and the checks here use the contract's limits so most mistakes show before sending.

export interface WizardValues {
  offer_type: string;
  property_type: string;
  property_stage: string;
  rental_type: string;
  title: string;
  description: string;
  /** The language title and description are written in. */
  language: Locale;
  /** Title and description in more languages, as typed (the API trims them). */
  translations: ContentTranslations;
  location_id: string;
  address: string;
  latitude: string;
  longitude: string;
  developer_id: string;
  project_id: string;
  price: string;
  currency: Currency;
  discount: string;
  bedrooms: string;
  bathrooms: string;
  area: string;
  furniture: string;
  amenities: number[];
  tenure: string;
  /** Leasehold only: the lease's years as sold ('' not stated). */
  leasehold_years: string;
  /** '' unknown, 'yes' in the foreign quota, 'no' Thai quota. */
  foreign_quota: '' | 'yes' | 'no';
}

export type FieldName = keyof WizardValues;
export type FieldErrors = Partial<Record<FieldName, string>>;

/** The fields of each step the API stores, in form order (the first invalid one is focused). */
export const STEP_FIELDS: Record<ListingDataStep, readonly FieldName[]> = {
  1: [
    'offer_type',
    'property_type',
    'property_stage',
    'rental_type',
    'title',
    'description',
    'language',
    'translations',
  ],
  2: ['location_id', 'address', 'latitude', 'longitude', 'developer_id', 'project_id'],
  3: [
    'price',
    'currency',
    'discount',
    'bedrooms',
    'bathrooms',
    'area',
    'furniture',
    'amenities',
    'tenure',
    'leasehold_years',
    'foreign_quota',
  ],
};

export const ALL_FIELDS: readonly FieldName[] = [
  ...STEP_FIELDS[1],
  ...STEP_FIELDS[2],
  ...STEP_FIELDS[3],
];

export function stepOfField(field: FieldName): ListingDataStep {
  if (STEP_FIELDS[1].includes(field)) return 1;
  if (STEP_FIELDS[2].includes(field)) return 2;
  return 3;
}

export function isFieldName(name: string): name is FieldName {
  return (ALL_FIELDS as readonly string[]).includes(name);
}

export const EMPTY_VALUES: WizardValues = {
  offer_type: '',
  property_type: '',
  property_stage: '',
  rental_type: '',
  title: '',
  description: '',
  language: 'en',
  translations: {},
  location_id: '',
  address: '',
  latitude: '',
  longitude: '',
  developer_id: '',
  project_id: '',
  price: '',
  currency: 'THB',
  discount: '',
  bedrooms: '',
  bathrooms: '',
  area: '',
  furniture: '',
  amenities: [],
  tenure: '',
  leasehold_years: '',
  foreign_quota: '',
};

const text = (value: string | number | null): string => (value === null ? '' : String(value));

export function valuesFromDraft(draft: ListingDraft): WizardValues {
  return {
    offer_type: text(draft.offer_type),
    property_type: text(draft.property_type),
    property_stage: text(draft.property_stage),
    rental_type: text(draft.rental_type),
    title: text(draft.title),
    description: text(draft.description),
    language: draft.language,
    translations: draft.translations,
    location_id: text(draft.location_id),
    address: text(draft.address),
    latitude: text(draft.latitude),
    longitude: text(draft.longitude),
    developer_id: text(draft.developer_id),
    project_id: text(draft.project_id),
    price: text(draft.price),
    currency: draft.currency,
    discount: text(draft.discount),
    bedrooms: text(draft.bedrooms),
    bathrooms: text(draft.bathrooms),
    area: text(draft.area),
    furniture: text(draft.furniture),
    amenities: [...draft.amenities],
    tenure: text(draft.tenure),
    leasehold_years: text(draft.leasehold_years),
    foreign_quota: draft.foreign_quota === null ? '' : draft.foreign_quota ? 'yes' : 'no',
  };
}

export function isCondo(propertyType: string): boolean {
  return (CONDO_PROPERTY_TYPES as readonly string[]).includes(propertyType);
}

interface NumberRule {
  min: number;
  max: number;
  integer: boolean;
  message: string;
  /** The message's id in the catalog, shown in the page's language (its arguments: max). */
  messageId: string;
}

const NUMBER_RULES: Partial<Record<FieldName, NumberRule>> = {
  latitude: {
    min: -90,
    max: 90,
    integer: false,
    message: 'Enter a latitude from -90 to 90.',
    messageId: msgId('wizard.error_latitude'),
  },
  longitude: {
    min: -180,
    max: 180,
    integer: false,
    message: 'Enter a longitude from -180 to 180.',
    messageId: msgId('wizard.error_longitude'),
  },
  price: {
    min: 0,
    max: LISTING_PRICE_MAX,
    integer: false,
    message: `Enter a price from 0 to ${LISTING_PRICE_MAX.toLocaleString('en-US')}.`,
    messageId: msgId('wizard.error_price'),
  },
  discount: {
    min: 0,
    max: LISTING_DISCOUNT_MAX,
    integer: true,
    message: `Enter a whole percent from 0 to ${LISTING_DISCOUNT_MAX}.`,
    messageId: msgId('wizard.error_discount'),
  },
  bedrooms: {
    min: 0,
    max: LISTING_ROOMS_MAX,
    integer: true,
    message: `Enter a whole number from 0 to ${LISTING_ROOMS_MAX}.`,
    messageId: msgId('wizard.error_rooms'),
  },
  bathrooms: {
    min: 0,
    max: LISTING_ROOMS_MAX,
    integer: true,
    message: `Enter a whole number from 0 to ${LISTING_ROOMS_MAX}.`,
    messageId: msgId('wizard.error_rooms'),
  },
  area: {
    min: 0,
    max: LISTING_AREA_MAX,
    integer: false,
    message: `Enter an area from 0 to ${LISTING_AREA_MAX.toLocaleString('en-US')} sq.m.`,
    messageId: msgId('wizard.error_area'),
  },
  leasehold_years: {
    min: 1,
    max: LEASEHOLD_YEARS_MAX,
    integer: true,
    message: `Enter the lease in whole years, from 1 to ${LEASEHOLD_YEARS_MAX}.`,
    messageId: msgId('wizard.error_lease_years'),
  },
};

export const TEXT_LIMITS: Partial<Record<FieldName, number>> = {
  title: LISTING_TITLE_MAX,
  description: LISTING_DESCRIPTION_MAX,
  address: LISTING_ADDRESS_MAX,
};

const tooLongMessage = (limit: number) =>
  `Use at most ${limit.toLocaleString('en-US')} characters.`;

/**
 * What is wrong with the translations before sending them, by the key the API would name
 * (`translations.ru.title`): the contract's rules (not in the original's language, a title
 * each) and the lengths of the original's fields.
 */
export function translationFieldProblems(values: WizardValues): Record<string, string> {
  const problems = translationProblems(values.language, values.translations);
  for (const locale of LOCALES) {
    const translation = values.translations[locale];
    if (!translation) continue;
    if (translation.title.length > LISTING_TITLE_MAX) {
      problems[`translations.${locale}.title`] ??= tooLongMessage(LISTING_TITLE_MAX);
    }
    if ((translation.description ?? '').length > LISTING_DESCRIPTION_MAX) {
      problems[`translations.${locale}.description`] = tooLongMessage(LISTING_DESCRIPTION_MAX);
    }
  }
  return problems;
}

/** What is wrong with this field's value before sending it, or null. */
export function checkField(field: FieldName, values: WizardValues): string | null {
  if (field === 'language' || field === 'translations') {
    // One problem holds both back: they are saved together (ListingWizardStore.set).
    return Object.values(translationFieldProblems(values))[0] ?? null;
  }
  const rule = NUMBER_RULES[field];
  if (rule) {
    const raw = values[field] as string;
    if (raw.trim() === '') return null;
    const value = Number(raw);
    if (!Number.isFinite(value) || value < rule.min || value > rule.max) return rule.message;
    if (rule.integer && !Number.isInteger(value)) return rule.message;
    return null;
  }
  const limit = TEXT_LIMITS[field];
  if (limit !== undefined && (values[field] as string).length > limit) {
    return tooLongMessage(limit);
  }
  return null;
}

/**
 * The catalog id (and its arguments) of a message `checkField` gave, to show it in the page's
 * language; null for any other message (the API's, shown as it came).
 */
export function checkMessageId(
  field: FieldName,
  message: string,
): { id: string; values: MessageValues } | null {
  const rule = NUMBER_RULES[field];
  if (rule && message === rule.message) return { id: rule.messageId, values: { max: rule.max } };
  const limit = TEXT_LIMITS[field];
  if (limit !== undefined && message === tooLongMessage(limit)) {
    return { id: msgId('wizard.error_too_long'), values: { limit } };
  }
  return null;
}

const nullableText = (value: string): string | null => (value.trim() === '' ? null : value);
const nullableNumber = (value: string): number | null =>
  value.trim() === '' ? null : Number(value);

/** One field as the API takes it. */
function bodyValue(field: FieldName, values: WizardValues): unknown {
  switch (field) {
    case 'currency':
      return values.currency;
    case 'language':
      return values.language;
    case 'translations':
      return values.translations;
    case 'amenities':
      return values.amenities;
    case 'foreign_quota':
      // The API refuses a quota on a villa: a cleared property type sends none.
      if (!isCondo(values.property_type)) return null;
      return values.foreign_quota === '' ? null : values.foreign_quota === 'yes';
    case 'rental_type':
      return values.offer_type === 'Rent' ? nullableText(values.rental_type) : null;
    case 'leasehold_years':
      // Only a lease has years: the API refuses them beside another tenure.
      return values.tenure === 'Leasehold' ? nullableNumber(values.leasehold_years) : null;
    case 'location_id':
    case 'developer_id':
    case 'project_id':
    case 'latitude':
    case 'longitude':
    case 'price':
    case 'discount':
    case 'bedrooms':
    case 'bathrooms':
    case 'area':
      return nullableNumber(values[field]);
    default:
      return nullableText(values[field]);
  }
}

/** The body of a step save with just these fields (every field of a step is optional). */
export function stepBody(
  fields: readonly FieldName[],
  values: WizardValues,
): Omit<ListingStepBody, 'version'> {
  const body: Record<string, unknown> = {};
  for (const field of fields) body[field] = bodyValue(field, values);
  // Typed by the contract at the API; here the keys come from STEP_FIELDS of one step.
  return body as Omit<ListingStepBody, 'version'>;
}

/**
 * Whether the server's value of a field says the same as the box: a trimmed title or "1.50"
 * stored as 1.5 must not rewrite what the person is looking at (or typing).
 */
export function sameValue(field: FieldName, local: WizardValues, server: WizardValues): boolean {
  if (field === 'amenities') {
    const a = [...local.amenities].sort((x, y) => x - y);
    const b = [...server.amenities].sort((x, y) => x - y);
    return a.length === b.length && a.every((id, i) => id === b[i]);
  }
  if (field === 'translations') {
    // The server trims and stores an empty description as none: what is typed stays.
    return (
      JSON.stringify(normalizedTranslations(local.translations)) ===
      JSON.stringify(normalizedTranslations(server.translations))
    );
  }
  if (field === 'language') return local.language === server.language;
  const mine = local[field];
  const theirs = server[field];
  if (NUMBER_RULES[field] || field.endsWith('_id')) {
    if (mine.trim() === '' || theirs === '') return mine.trim() === theirs;
    return Number(mine) === Number(theirs);
  }
  return mine.trim() === theirs.trim();
}
