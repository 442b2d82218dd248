import {
  formatAreaIn,
  formatDateIn,
  formatDurationIn,
  formatMoneyIn,
  formatMonthIn,
  formatNumberIn,
  formatPercentIn,
} from './formats';

describe('locale formats', () => {
  it('writes money as each language does, rounded down', () => {
    expect(formatMoneyIn('en', 1_500_000.9, 'THB')).toBe('฿1,500,000');
    expect(formatMoneyIn('ru', 1_500_000, 'THB')).toBe('1\u00a0500\u00a0000\u00a0฿');
    expect(formatMoneyIn('th', 1_500_000, 'THB')).toBe('฿1,500,000');
    expect(formatMoneyIn('zh', 1_500_000, 'THB')).toBe('฿1,500,000');
    expect(formatMoneyIn('ru', 250_000, 'USD')).toBe('250\u00a0000\u00a0$');
    expect(formatMoneyIn('en', 99_000, 'EUR')).toBe('€99,000');
  });

  it('groups plain numbers per language', () => {
    expect(formatNumberIn('en', 12345)).toBe('12,345');
    expect(formatNumberIn('ru', 12345)).toBe('12\u00a0345');
    expect(formatNumberIn('zh', 12345)).toBe('12,345');
  });

  it('writes a share in percent per language, to hundredths', () => {
    expect(formatPercentIn('en', 33.33)).toBe('33.33%');
    expect(formatPercentIn('en', 30)).toBe('30%');
    expect(formatPercentIn('ru', 12.5)).toBe('12,5\u00a0%');
    expect(formatPercentIn('zh', 100)).toBe('100%');
  });

  it('writes square metres in each language', () => {
    expect(formatAreaIn('en', 120.5)).toBe('120.5 m²');
    expect(formatAreaIn('ru', 1250)).toBe('1\u00a0250 м²');
    expect(formatAreaIn('th', 80)).toBe('80 ตร.ม.');
    expect(formatAreaIn('zh', 80)).toBe('80 平方米');
  });

  it('dates a day in each language, Thai in the Buddhist era', () => {
    const day = '2026-11-28T00:00:00Z';
    expect(formatDateIn('en', day)).toBe('28 November 2026');
    expect(formatDateIn('ru', day)).toBe('28 ноября 2026 г.');
    expect(formatDateIn('th', day)).toBe('28 พฤศจิกายน 2569');
    expect(formatDateIn('zh', day)).toBe('2026年11月28日');
  });

  it('names a month and year', () => {
    const march = new Date(Date.UTC(2026, 2, 1));
    expect(formatMonthIn('en', march)).toBe('March 2026');
    expect(formatMonthIn('ru', march)).toBe('март 2026 г.');
    expect(formatMonthIn('th', march)).toBe('มีนาคม 2569');
    expect(formatMonthIn('zh', march)).toBe('2026年3月');
  });

  it('writes a wait in its two largest units, rounded down, as each language abbreviates them', () => {
    expect(formatDurationIn('en', 2 * 3600 + 15 * 60 + 59)).toBe('2 hr 15 min');
    expect(formatDurationIn('en', 3 * 3600)).toBe('3 hr');
    expect(formatDurationIn('en', 26 * 3600 + 30 * 60)).toBe('1 day 2 hr');
    expect(formatDurationIn('en', 125)).toBe('2 min');
    expect(formatDurationIn('en', 42)).toBe('42 sec');
    expect(formatDurationIn('en', -5)).toBe('0 sec');
    expect(formatDurationIn('ru', 2 * 3600 + 15 * 60)).toBe('2 ч 15 мин');
    expect(formatDurationIn('th', 2 * 3600 + 15 * 60)).toBe('2 ชม. 15 นาที');
    expect(formatDurationIn('zh', 2 * 3600 + 15 * 60)).toBe('2小时15分钟');
  });
});
