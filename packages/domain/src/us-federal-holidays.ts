/**
 * The legal public holidays of the United States government, 5 U.S.C. 6103(a), and the days they are
 * observed on. Deadlines counted in "working days" (FOIA's, 5 U.S.C. 552(a)(6)) skip these days.
 *
 * The list is the law as it stands: eleven holidays, Juneteenth National Independence Day from 2021
 * (Pub. L. 117-17, signed 17 June 2021 and observed that year on Friday 18 June). Earlier years had other
 * rules (Martin Luther King Jr.'s birthday from 1986, Veterans Day on a Monday in October 1971-1977), so
 * years before FIRST_HOLIDAY_YEAR are refused rather than answered wrongly.
 *
 * Observed days, 5 U.S.C. 6103(b) and Executive Order 11582 for the Monday-to-Friday workweek: a holiday
 * falling on a Saturday is observed on the Friday before, on a Sunday on the Monday after. A Saturday
 * 1 January is therefore observed on Friday 31 December of the year before: that year has two
 * observed New Year's Days, the next one none.
 */
import {
  addDays,
  addWeeks,
  format,
  isSaturday,
  isSunday,
  nextMonday,
  nextThursday,
  previousMonday,
  subDays,
} from 'date-fns';

export const FIRST_HOLIDAY_YEAR = 1986;
export const LAST_HOLIDAY_YEAR = 2200;
/** Juneteenth became a legal public holiday in 2021. */
export const JUNETEENTH_FIRST_YEAR = 2021;

export const FEDERAL_HOLIDAY_KEYS = [
  'new_years_day',
  'martin_luther_king_jr_day',
  'washingtons_birthday',
  'memorial_day',
  'juneteenth',
  'independence_day',
  'labor_day',
  'columbus_day',
  'veterans_day',
  'thanksgiving_day',
  'christmas_day',
] as const;
export type FederalHolidayKey = (typeof FEDERAL_HOLIDAY_KEYS)[number];

export interface FederalHoliday {
  key: FederalHolidayKey;
  /** The day the law names, YYYY-MM-DD. */
  date: string;
  /** The day offices close for it (a weekend holiday moves to the Friday before or the Monday after). */
  observed: string;
}

const dayText = (date: Date) => format(date, 'yyyy-MM-dd');

/** The nth (1-based) Monday or Thursday of a month (month 0-based, as Date takes it). */
function nthWeekday(year: number, month: number, weekday: 'monday' | 'thursday', n: number): Date {
  // The day before the 1st, so that "next Monday" may be the 1st itself.
  const before = new Date(year, month, 0);
  const first = weekday === 'monday' ? nextMonday(before) : nextThursday(before);
  return addWeeks(first, n - 1);
}

/** The legal day of each holiday of `year` (5 U.S.C. 6103(a), in the statute's order). */
function legalDays(year: number): Array<[FederalHolidayKey, Date]> {
  const days: Array<[FederalHolidayKey, Date]> = [
    ['new_years_day', new Date(year, 0, 1)],
    ['martin_luther_king_jr_day', nthWeekday(year, 0, 'monday', 3)],
    ['washingtons_birthday', nthWeekday(year, 1, 'monday', 3)],
    // The last Monday in May: the Monday before 1 June.
    ['memorial_day', previousMonday(new Date(year, 5, 1))],
    ['juneteenth', new Date(year, 5, 19)],
    ['independence_day', new Date(year, 6, 4)],
    ['labor_day', nthWeekday(year, 8, 'monday', 1)],
    ['columbus_day', nthWeekday(year, 9, 'monday', 2)],
    ['veterans_day', new Date(year, 10, 11)],
    ['thanksgiving_day', nthWeekday(year, 10, 'thursday', 4)],
    ['christmas_day', new Date(year, 11, 25)],
  ];
  return year >= JUNETEENTH_FIRST_YEAR ? days : days.filter(([key]) => key !== 'juneteenth');
}

/** Saturday → the Friday before, Sunday → the Monday after, a weekday → itself. */
function observedDay(date: Date): Date {
  if (isSaturday(date)) return subDays(date, 1);
  if (isSunday(date)) return addDays(date, 1);
  return date;
}

function assertYear(year: number): void {
  if (!Number.isInteger(year) || year < FIRST_HOLIDAY_YEAR || year > LAST_HOLIDAY_YEAR) {
    throw new RangeError(`Federal holidays are known from ${FIRST_HOLIDAY_YEAR} to ${LAST_HOLIDAY_YEAR}, not ${year}`);
  }
}

/** The holidays the law names for `year`, each with the day it is observed (which may fall in the year before). */
export function federalHolidays(year: number): FederalHoliday[] {
  assertYear(year);
  return legalDays(year).map(([key, date]) => ({ key, date: dayText(date), observed: dayText(observedDay(date)) }));
}

// Observed days per calendar year, worked out once per year: deadline counting asks about every day it passes.
const observedByYear = new Map<number, ReadonlyMap<string, FederalHolidayKey>>();

/**
 * The holidays observed on days of `year` (YYYY-MM-DD → which holiday): next year's New Year's Day when it is
 * observed on 31 December, and not this year's when it was observed the year before.
 */
export function observedFederalHolidays(year: number): ReadonlyMap<string, FederalHolidayKey> {
  assertYear(year);
  let days = observedByYear.get(year);
  if (!days) {
    const candidates = [...federalHolidays(year), ...(year < LAST_HOLIDAY_YEAR ? federalHolidays(year + 1) : [])];
    const prefix = `${year}-`;
    days = new Map(
      candidates.filter((holiday) => holiday.observed.startsWith(prefix)).map((h) => [h.observed, h.key] as const),
    );
    observedByYear.set(year, days);
  }
  return days;
}

/** Which holiday is observed on `day` (YYYY-MM-DD), or null. */
export function observedFederalHoliday(day: string): FederalHolidayKey | null {
  return observedFederalHolidays(Number(day.slice(0, 4))).get(day) ?? null;
}
