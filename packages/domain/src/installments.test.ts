import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { installmentCount, installmentDate, installmentSchedule, MAX_INSTALLMENTS } from './installments.js';

describe('installment plan', () => {
  it('has ⌈total ÷ installment⌉ payments, the last one the remainder', () => {
    expect(
      installmentSchedule({
        totalCents: 100_000,
        installmentCents: 30_000,
        startDate: '2026-01-10',
        frequency: 'WEEKLY',
      }),
    ).toEqual([
      { number: 1, dueDate: '2026-01-10', amountCents: 30_000 },
      { number: 2, dueDate: '2026-01-17', amountCents: 30_000 },
      { number: 3, dueDate: '2026-01-24', amountCents: 30_000 },
      { number: 4, dueDate: '2026-01-31', amountCents: 10_000 },
    ]);
  });

  it('divides exactly when it can: no empty last payment', () => {
    const plan = installmentSchedule({
      totalCents: 90_000,
      installmentCents: 30_000,
      startDate: '2026-03-01',
      frequency: 'DAILY',
    });
    expect(plan.map((p) => [p.dueDate, p.amountCents])).toEqual([
      ['2026-03-01', 30_000],
      ['2026-03-02', 30_000],
      ['2026-03-03', 30_000],
    ]);
  });

  it('is one payment of the total when the installment is larger', () => {
    expect(
      installmentSchedule({
        totalCents: 5_000,
        installmentCents: 9_999,
        startDate: '2026-05-05',
        frequency: 'MONTHLY',
      }),
    ).toEqual([{ number: 1, dueDate: '2026-05-05', amountCents: 5_000 }]);
  });

  it('is empty when nothing is owed, and refuses a zero installment', () => {
    expect(installmentCount(0, 100)).toBe(0);
    expect(
      installmentSchedule({ totalCents: 0, installmentCents: 100, startDate: '2026-05-05', frequency: 'DAILY' }),
    ).toEqual([]);
    expect(() => installmentCount(100, 0)).toThrow(RangeError);
  });

  it('spaces DAILY 1, WEEKLY 7 and BIWEEKLY 14 days, across months and years', () => {
    expect(installmentDate('2026-12-31', 'DAILY', 1)).toBe('2027-01-01');
    expect(installmentDate('2026-12-28', 'WEEKLY', 1)).toBe('2027-01-04');
    expect(installmentDate('2026-02-20', 'BIWEEKLY', 1)).toBe('2026-03-06');
    expect(installmentDate('2028-02-20', 'BIWEEKLY', 1)).toBe('2028-03-05');
  });

  it('adds calendar months, keeping the day or the month’s last day: 31 Jan + 1 month = 28/29 Feb', () => {
    expect(installmentDate('2026-01-31', 'MONTHLY', 1)).toBe('2026-02-28');
    expect(installmentDate('2028-01-31', 'MONTHLY', 1)).toBe('2028-02-29');
    // Counted from the start, so the plan comes back to the 31st.
    expect(installmentDate('2026-01-31', 'MONTHLY', 2)).toBe('2026-03-31');
    expect(installmentDate('2026-01-31', 'MONTHLY', 3)).toBe('2026-04-30');
    expect(installmentDate('2026-11-30', 'QUARTERLY', 1)).toBe('2027-02-28');
    expect(installmentDate('2026-08-31', 'QUARTERLY', 2)).toBe('2027-02-28');
    expect(installmentDate('2026-05-15', 'QUARTERLY', 4)).toBe('2027-05-15');
  });

  it('refuses a plan of more than MAX_INSTALLMENTS payments and a malformed start date', () => {
    expect(() =>
      installmentSchedule({
        totalCents: MAX_INSTALLMENTS + 1,
        installmentCents: 1,
        startDate: '2026-01-01',
        frequency: 'DAILY',
      }),
    ).toThrow(RangeError);
    expect(() => installmentDate('01/02/2026', 'DAILY', 1)).toThrow(RangeError);
  });

  it('always sums to the total, with every payment but the last equal to the installment', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.constantFrom('DAILY', 'WEEKLY', 'BIWEEKLY', 'MONTHLY', 'QUARTERLY' as const),
        (totalCents, installmentCents, frequency) => {
          fc.pre(Math.ceil(totalCents / installmentCents) <= MAX_INSTALLMENTS);
          const plan = installmentSchedule({ totalCents, installmentCents, startDate: '2026-01-31', frequency });
          expect(plan).toHaveLength(Math.ceil(totalCents / installmentCents));
          expect(plan.reduce((sum, p) => sum + p.amountCents, 0)).toBe(totalCents);
          expect(plan.slice(0, -1).every((p) => p.amountCents === installmentCents)).toBe(true);
          const last = plan.at(-1)!;
          expect(last.amountCents).toBeGreaterThan(0);
          expect(last.amountCents).toBeLessThanOrEqual(installmentCents);
          // Strictly later each time.
          expect(plan.every((p, i) => i === 0 || p.dueDate > plan[i - 1]!.dueDate)).toBe(true);
        },
      ),
    );
  });
});
