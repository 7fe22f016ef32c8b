import { describe, expect, it } from 'vitest';
import { fairRange, fairRangeText } from '@/lib/fair-dates';

describe("a fair's dates on the pages, in words a buyer cannot misread", () => {
  it('English keeps month, day, year with the month in words', () => {
    expect(fairRangeText('2027-01-29', '2027-02-02', 'en')).toBe('Jan 29 – Feb 2, 2027');
    expect(fairRangeText('2024-10-23', '2024-10-27', 'en')).toBe('Oct 23 – 27, 2024');
    expect(fairRangeText('2026-12-30', '2027-01-02', 'en')).toBe('Dec 30, 2026 – Jan 2, 2027');
    expect(fairRangeText('2027-03-05', '2027-03-05', 'en')).toBe('Mar 5, 2027');
  });
  it('Chinese writes year, month, day, and the end without what it repeats', () => {
    expect(fairRangeText('2027-01-29', '2027-02-02', 'zh')).toBe('2027年1月29日至2月2日');
    expect(fairRangeText('2024-10-23', '2024-10-27', 'zh')).toBe('2024年10月23日至27日');
    expect(fairRangeText('2026-12-30', '2027-01-02', 'zh')).toBe('2026年12月30日至2027年1月2日');
    expect(fairRangeText('2027-03-05', '2027-03-05', 'zh')).toBe('2027年3月5日');
  });
  it('R3.37 the FairLog call still carries the range as month,day,year - month,day,year', () => {
    expect(fairRange('2027-01-29', '2027-02-02')).toBe('1,29,2027 - 2,2,2027');
  });
});
