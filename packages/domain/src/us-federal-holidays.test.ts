import { describe, expect, it } from 'vitest';
import { addFederalBusinessDays, federalBusinessDaysBetween, isFederalBusinessDay } from './business-days.js';
import { federalHolidays, observedFederalHoliday, observedFederalHolidays } from './us-federal-holidays.js';

// The observed days as OPM publishes them (opm.gov, "Federal Holidays").
const observed = (year: number) => [...observedFederalHolidays(year).keys()].sort();

describe('US federal holidays (5 U.S.C. 6103)', () => {
  it('2020: ten holidays, Independence Day on a Saturday observed Friday 3 July, no Juneteenth yet', () => {
    expect(observed(2020)).toEqual([
      '2020-01-01',
      '2020-01-20',
      '2020-02-17',
      '2020-05-25',
      '2020-07-03',
      '2020-09-07',
      '2020-10-12',
      '2020-11-11',
      '2020-11-26',
      '2020-12-25',
    ]);
  });

  it('2021: Juneteenth from its first year, and 2022’s Saturday New Year observed on Friday 31 December', () => {
    expect(observed(2021)).toEqual([
      '2021-01-01',
      '2021-01-18',
      '2021-02-15',
      '2021-05-31',
      '2021-06-18',
      '2021-07-05',
      '2021-09-06',
      '2021-10-11',
      '2021-11-11',
      '2021-11-25',
      '2021-12-24',
      '2021-12-31',
    ]);
    expect(observedFederalHoliday('2021-12-31')).toBe('new_years_day');
    expect(observedFederalHoliday('2021-06-18')).toBe('juneteenth');
  });

  it('2022 observes no New Year’s Day of its own; 2023’s Sunday New Year moves to Monday 2 January', () => {
    expect(observed(2022)).toEqual([
      '2022-01-17',
      '2022-02-21',
      '2022-05-30',
      '2022-06-20',
      '2022-07-04',
      '2022-09-05',
      '2022-10-10',
      '2022-11-11',
      '2022-11-24',
      '2022-12-26',
    ]);
    expect(observed(2023)).toContain('2023-01-02');
    expect(observed(2023)).toContain('2023-11-10');
    expect(observedFederalHoliday('2023-01-01')).toBeNull();
  });

  it('keeps the legal day beside the observed one, eleven holidays from 2021', () => {
    const holidays = federalHolidays(2022);
    expect(holidays).toHaveLength(11);
    expect(holidays.find((h) => h.key === 'new_years_day')).toEqual({
      key: 'new_years_day',
      date: '2022-01-01',
      observed: '2021-12-31',
    });
    expect(federalHolidays(2020)).toHaveLength(10);
  });

  it('refuses years whose rules were different', () => {
    expect(() => federalHolidays(1985)).toThrow(RangeError);
  });
});

describe('federal working days', () => {
  it('skips weekends and observed holidays, not the legal day of a moved one', () => {
    expect(isFederalBusinessDay('2026-07-03')).toBe(false); // Independence Day (Saturday the 4th) observed
    expect(isFederalBusinessDay('2026-07-06')).toBe(true);
    expect(isFederalBusinessDay('2026-07-04')).toBe(false); // a Saturday anyway
    expect(isFederalBusinessDay('2026-11-26')).toBe(false); // Thanksgiving
    expect(isFederalBusinessDay('2026-11-27')).toBe(true);
  });

  it('counts from the day after, across a year end', () => {
    expect(addFederalBusinessDays('2021-12-23', 1)).toBe('2021-12-27');
    expect(addFederalBusinessDays('2021-12-27', 4)).toBe('2022-01-03');
    expect(addFederalBusinessDays('2026-03-02', 0)).toBe('2026-03-02');
  });

  it('measures working days between two days, negative when the second comes first', () => {
    expect(federalBusinessDaysBetween('2021-12-23', '2022-01-03')).toBe(5);
    expect(federalBusinessDaysBetween('2022-01-03', '2021-12-23')).toBe(-5);
    expect(federalBusinessDaysBetween('2026-03-02', '2026-03-02')).toBe(0);
  });
});
