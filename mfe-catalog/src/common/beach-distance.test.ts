import { beachDistance } from './beach-distance';

describe('beachDistance', () => {
  it('says metres under a kilometre and kilometres to one decimal above', () => {
    expect(beachDistance({ name: 'Kata Beach', distance_m: 350 })).toBe('350 m to Kata Beach');
    expect(beachDistance({ name: 'Kata Beach', distance_m: 1190 })).toBe('1.2 km to Kata Beach');
    expect(beachDistance({ name: 'Ao Yon Beach', distance_m: 6710 })).toBe(
      '6.7 km to Ao Yon Beach',
    );
    expect(beachDistance({ name: 'Mai Khao Beach', distance_m: 12_480 })).toBe(
      '12 km to Mai Khao Beach',
    );
  });
});
