import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import type { ProjectDetail, ProjectPublicUnit } from '@phuket/shared/api';
import { currencySign, formatArea, formatNumber } from '@phuket/shared/format';
import { UNIT_COLUMNS, UnitTableStore, type UnitColumn } from './unit-table-store';

const HEADINGS: Record<UnitColumn, string> = {
  type: 'Type',
  floor: 'Floor',
  area: 'Size',
  price: 'Price',
  status: 'Status',
};

const STATUS_TEXT: Record<ProjectPublicUnit['status'], string> = {
  available: 'Available',
  reserved: 'Reserved',
  sold: 'Sold',
};

function typeText(unit: ProjectPublicUnit): string {
  if (unit.type) return unit.type;
  if (unit.bedrooms === null) return '—';
  return unit.bedrooms === 0
    ? 'Studio'
    : `${unit.bedrooms} bedroom${unit.bedrooms === 1 ? '' : 's'}`;
}

function cell(unit: ProjectPublicUnit, column: UnitColumn, currency: ProjectDetail['currency']) {
  switch (column) {
    case 'type':
      return typeText(unit);
    case 'floor':
      return unit.floor === null ? '—' : String(unit.floor);
    case 'area':
      return formatArea(unit.area) ?? '—';
    case 'price':
      return unit.price === null
        ? 'On request'
        : `${currencySign(currency)}${formatNumber(unit.price)}`;
    case 'status':
      // In words, not colour alone.
      return (
        <span className={`unit-status unit-status--${unit.status}`}>
          {STATUS_TEXT[unit.status]}
        </span>
      );
  }
}

/**
 * The project's public unit list: a real table, sortable by each column through its header's
 * button. On a phone it scrolls inside its own labelled region, never the page.
 */
export const UnitTable = observer(function UnitTable({ project }: { project: ProjectDetail }) {
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
          {`Units: ${available} of ${project.units.length} available`}
        </caption>
        <thead>
          <tr>
            {UNIT_COLUMNS.map((column) => (
              <th key={column} scope="col" aria-sort={store.ariaSort(column)}>
                <button type="button" onClick={() => store.sortBy(column)}>
                  {HEADINGS[column]}
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
                  {cell(unit, column, project.currency)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
});
