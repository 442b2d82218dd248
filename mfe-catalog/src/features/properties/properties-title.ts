import type { Location, OfferType } from '@phuket/shared/domain';
import { DEFAULT_LOCALE, LANGUAGE_TAGS, type Locale, type Translate } from '@phuket/shared/i18n';
import { catalogMessages } from '../../common/messages';

/** More areas than this read as "in Phuket": a heading is not a list. */
const NAMED_AREAS_MAX = 2;

/**
 * The /properties heading: the offer and where (after choosing Kata it
 * says "in Kata"). Areas whose names are not known yet (still loading) read as Phuket.
 */
export function propertiesTitle(
  offerType: OfferType | null,
  locationIds: readonly number[],
  locations: readonly Location[],
  locale: Locale = DEFAULT_LOCALE,
): string {
  const t: Translate = (id, values) => catalogMessages.format(locale, id, values);
  const names = locationIds
    .map((id) => locations.find((location) => location.id === id)?.name)
    .filter((name): name is string => name !== undefined);
  const where =
    names.length > 0 && names.length === locationIds.length && names.length <= NAMED_AREAS_MAX
      ? new Intl.ListFormat(LANGUAGE_TAGS[locale], { type: 'conjunction' }).format(names)
      : t('properties.phuket');
  return t('properties.title', { offer: offerType ?? 'any', where });
}
