import { formatArea } from '@phuket/shared/format';
import { DEFAULT_LOCALE, type Locale, type Translate } from '@phuket/shared/i18n';
import { areaIn } from '../../common/locale-format';
import { projectMessages } from './messages';

export interface LayoutFields {
  title: string | null;
  bedrooms: number | null;
  area: number | null;
}

function bedroomsText(bedrooms: number, t: Translate): string {
  if (bedrooms === 0) return t('project.studio');
  return t('project.bedrooms', { count: bedrooms, bedrooms: String(bedrooms) });
}

/** "260", "260 sq.m", "260sqm", "260 m²", "1,200 sq.m": the area as a title may write it. */
function statesArea(title: string, area: number): boolean {
  const figures = [String(area), formatArea(area)?.replace(/\s*sq\.m$/, '') ?? ''].filter(Boolean);
  return figures.some((figure) =>
    new RegExp(`(^|[^\\d.,])${figure.replace(/[.,]/g, '\\$&')}\\s*(sq|m²|m2)`, 'i').test(title),
  );
}

function statesBedrooms(title: string, bedrooms: number): boolean {
  if (bedrooms === 0) return /studio/i.test(title);
  return new RegExp(`(^|\\D)${bedrooms}\\s*-?\\s*(bed|br\\b)`, 'i').test(title);
}

/**
 * A layout card's caption: its name once, then only the facts its name
 * does not state already ("Pool villa 3 Bedrooms 260 sq.m" needs no "3 bedrooms · 260 sq.m").
 */
export function layoutCaption(
  layout: LayoutFields,
  locale: Locale = DEFAULT_LOCALE,
): { name: string; facts: string } {
  const t: Translate = (id, values) => projectMessages.format(locale, id, values);
  const title = layout.title?.trim() ?? '';
  const facts = [
    layout.bedrooms !== null && !statesBedrooms(title, layout.bedrooms)
      ? bedroomsText(layout.bedrooms, t)
      : null,
    layout.area !== null && !statesArea(title, layout.area) ? areaIn(locale, layout.area) : null,
  ].filter((fact): fact is string => Boolean(fact));
  return { name: title || facts.shift() || t('project.layout'), facts: facts.join(' · ') };
}
