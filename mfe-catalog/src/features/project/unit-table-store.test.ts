import type { ProjectPublicUnit } from '@phuket/shared/api';
import { UnitTableStore, sortUnits } from './unit-table-store';

const unit = (fields: Partial<ProjectPublicUnit>): ProjectPublicUnit => ({
  type: 'One bedroom',
  bedrooms: 1,
  floor: 1,
  area: 45,
  price: 4_900_000,
  status: 'available',
  ...fields,
});

// As the API sends them: by floor, then price.
const units = [
  unit({ type: 'Studio', floor: 1, area: 28, price: 3_100_000, status: 'sold' }),
  unit({ type: 'Two bedrooms', floor: 2, area: 78, price: 8_200_000, status: 'reserved' }),
  unit({ type: 'One bedroom', floor: 3, area: 45, price: 5_000_000 }),
  unit({ type: null, bedrooms: null, floor: null, area: null, price: null }),
];
const floors = (list: ProjectPublicUnit[]) => list.map((u) => u.floor);

describe('sortUnits', () => {
  it('sorts by price both ways, units without a price last either way', () => {
    expect(sortUnits(units, 'price', 'ascending').map((u) => u.price)).toEqual([
      3_100_000,
      5_000_000,
      8_200_000,
      null,
    ]);
    expect(sortUnits(units, 'price', 'descending').map((u) => u.price)).toEqual([
      8_200_000,
      5_000_000,
      3_100_000,
      null,
    ]);
  });

  it('sorts by type in words, by size and by floor', () => {
    expect(sortUnits(units, 'type', 'ascending').map((u) => u.type)).toEqual([
      'One bedroom',
      'Studio',
      'Two bedrooms',
      null,
    ]);
    expect(sortUnits(units, 'area', 'descending').map((u) => u.area)).toEqual([78, 45, 28, null]);
    expect(floors(sortUnits(units, 'floor', 'descending'))).toEqual([3, 2, 1, null]);
  });

  it('puts available units first by status, keeping the given order among equals', () => {
    const more = [...units, unit({ floor: 5, status: 'available' })];
    expect(sortUnits(more, 'status', 'ascending').map((u) => [u.status, u.floor])).toEqual([
      ['available', 3],
      ['available', null],
      ['available', 5],
      ['reserved', 2],
      ['sold', 1],
    ]);
  });

  it('leaves the given list as it was', () => {
    sortUnits(units, 'price', 'descending');
    expect(floors(units)).toEqual([1, 2, 3, null]);
  });
});

describe('UnitTableStore', () => {
  it('starts by floor, sorts a new column ascending and the same one again descending', () => {
    const store = new UnitTableStore();
    expect(store.ariaSort('floor')).toBe('ascending');
    expect(floors(store.sorted(units))).toEqual([1, 2, 3, null]);
    store.sortBy('price');
    expect(store.ariaSort('floor')).toBeUndefined();
    expect(store.ariaSort('price')).toBe('ascending');
    store.sortBy('price');
    expect(store.ariaSort('price')).toBe('descending');
    expect(store.sorted(units).map((u) => u.price)).toEqual([
      8_200_000,
      5_000_000,
      3_100_000,
      null,
    ]);
    store.sortBy('floor');
    expect(store.ariaSort('floor')).toBe('ascending');
  });
});
