import { useState, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import type { ProjectDetail, ProjectPublicUnit } from '@phuket/shared/api';
import { currencySign, formatNumber } from '@phuket/shared/format';
import { UNIT_COLUMNS, UnitTableStore, type UnitColumn } from './unit-table-store';
import { msgId, type Locale, type Translate, useLocale, useMessages } from '@phuket/shared/i18n';
import { areaIn } from '../../common/locale-format';
import { projectMessages } from './messages';

const HEADINGS: Record<UnitColumn, string> = {
  type: msgId('project.unit_type'),
  floor: msgId('project.unit_floor'),
  area: msgId('project.unit_size'),
  price: msgId('project.unit_price'),
  status: msgId('project.unit_status'),
};

const STATUS_TEXT: Record<ProjectPublicUnit['status'], string> = {
  available: msgId('project.unit_available'),
  reserved: msgId('project.unit_reserved'),
  sold: msgId('project.unit_sold'),
};

function typeText(unit: ProjectPublicUnit, t: Translate): ReactNode {
  if (unit.type) return <span data-user-content>{unit.type}</span>;
  if (unit.bedrooms === null) return '—';
  return unit.bedrooms === 0
    ? t('project.studio')
    : t('project.bedrooms', { count: unit.bedrooms, bedrooms: String(unit.bedrooms) });
}

function cell(
  unit: ProjectPublicUnit,
  column: UnitColumn,
  currency: ProjectDetail['currency'],
  t: Translate,
  locale: Locale,
) {
  switch (column) {
    case 'type':
      return typeText(unit, t);
    case 'floor':
      return unit.floor === null ? '—' : String(unit.floor);
    case 'area':
      return areaIn(locale, unit.area) ?? '—';
    case 'price':
      return unit.price === null
        ? t('project.on_request')
        : `${currencySign(currency)}${formatNumber(unit.price)}`;
    case 'status':
      // In words, not colour alone.
      return (
        <span className={`unit-status unit-status--${unit.status}`}>
          {t(STATUS_TEXT[unit.status])}
        </span>
      );
  }
}

/**
 * The project's public unit list: a real table, sortable by each column through its header's
 * button. On a phone it scrolls inside its own labelled region, never the page.
 */
export const UnitTable = observer(function UnitTable({ project }: { project: ProjectDetail }) {
  const t = useMessages(projectMessages);
  const locale = useLocale();
  const [store] = useState(() => new UnitTableStore());
  const available = project.units.filter((u) => u.status === 'available').length;
  const captionId = `project-units-caption-${project.id}`;
  return (
    <div
      className="unit-table"
      role="region"
      aria-labelledby={captionId}
      // Scrolls sideways on a phone: focusable, so the keyboard can scroll it too (WCAG 2.1.1).
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
    >
      <table>
        <caption id={captionId}>
          {t('project.units_caption', {
            available: String(available),
            total: String(project.units.length),
          })}
        </caption>
        <thead>
          <tr>
            {UNIT_COLUMNS.map((column) => (
              <th key={column} scope="col" aria-sort={store.ariaSort(column)}>
                <button type="button" onClick={() => store.sortBy(column)}>
                  {t(HEADINGS[column])}
                  <span className="unit-table__arrow" aria-hidden="true">
                    {store.ariaSort(column) === 'descending'
                      ? '▼'
                      : store.ariaSort(column)
                        ? '▲'
                        : '↕'}
                  </span>
                </button>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {store.sorted(project.units).map((unit, index) => (
            <tr key={index}>
              {UNIT_COLUMNS.map((column) => (
                <td key={column} className={`unit-table__${column}`}>
                  {cell(unit, column, project.currency, t, locale)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
});
