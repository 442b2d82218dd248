import { makeAutoObservable } from 'mobx';
import type { ProjectPublicUnit } from '@phuket/shared/api';
import { UNIT_STATUSES } from '@phuket/shared/contract';

/** The unit list's columns, each sortable. */
export const UNIT_COLUMNS = ['type', 'floor', 'area', 'price', 'status'] as const;
export type UnitColumn = (typeof UNIT_COLUMNS)[number];
export type SortDirection = 'ascending' | 'descending';

/** A column's value to compare; null (not given) sorts last in either direction. */
function valueOf(unit: ProjectPublicUnit, column: UnitColumn): string | number | null {
  switch (column) {
    case 'type':
      return unit.type;
    case 'status':
      // Available first: the order a buyer scans for.
      return UNIT_STATUSES.indexOf(unit.status);
    default:
      return unit[column];
  }
}

function compare(a: string | number, b: string | number): number {
  return typeof a === 'number' && typeof b === 'number'
    ? a - b
    : String(a).localeCompare(String(b), 'en', { numeric: true, sensitivity: 'base' });
}

/**
 * The units sorted by `column`; equal values keep their given order (the API's: by floor,
 * then price), and units without the value come last whichever the direction.
 */
export function sortUnits(
  units: readonly ProjectPublicUnit[],
  column: UnitColumn,
  direction: SortDirection,
): ProjectPublicUnit[] {
  const sign = direction === 'ascending' ? 1 : -1;
  return [...units].sort((a, b) => {
    const x = valueOf(a, column);
    const y = valueOf(b, column);
    if (x === null || y === null) return x === y ? 0 : x === null ? 1 : -1;
    return sign * compare(x, y);
  });
}

/**
 * The sort of a project's unit list: by floor at first (the order the API sends); a column's
 * header sorts by it ascending, and again descending. The units are not kept: a reload in
 * another currency brings new ones, sorted the same way.
 */
export class UnitTableStore {
  column: UnitColumn = 'floor';
  direction: SortDirection = 'ascending';

  constructor() {
    makeAutoObservable(this);
  }

  sortBy(column: UnitColumn): void {
    this.direction =
      this.column === column && this.direction === 'ascending' ? 'descending' : 'ascending';
    this.column = column;
  }

  sorted(units: readonly ProjectPublicUnit[]): ProjectPublicUnit[] {
    return sortUnits(units, this.column, this.direction);
  }

  /** aria-sort of a column's header: only the sorted column says how. */
  ariaSort(column: UnitColumn): SortDirection | undefined {
    return this.column === column ? this.direction : undefined;
  }
}
