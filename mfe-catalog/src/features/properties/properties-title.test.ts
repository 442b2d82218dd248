import { propertiesTitle } from './properties-title';

const locations = [
  { id: 5, name: 'Kata' },
  { id: 6, name: 'Karon' },
  { id: 7, name: 'Patong' },
];

describe('propertiesTitle', () => {
  it('names the chosen area', () => {
    expect(propertiesTitle('Sale', [5], locations)).toBe('Properties for sale in Kata');
    expect(propertiesTitle('Rent', [5, 6], locations)).toBe(
      'Properties for rent in Kata and Karon',
    );
    expect(propertiesTitle(null, [7], locations)).toBe('Properties in Patong');
  });

  it('says Phuket with no area, too many, or names not known yet', () => {
    expect(propertiesTitle('Sale', [], locations)).toBe('Properties for sale in Phuket');
    expect(propertiesTitle('Sale', [5, 6, 7], locations)).toBe('Properties for sale in Phuket');
    expect(propertiesTitle('Rent', [5], [])).toBe('Properties for rent in Phuket');
    expect(propertiesTitle('Rent', [5, 99], locations)).toBe('Properties for rent in Phuket');
  });
});
