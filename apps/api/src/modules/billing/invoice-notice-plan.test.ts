import { describe, expect, it } from 'vitest';
import { dueNotices, type NoticeCandidate, shiftDay } from './invoice-jobs/notice-plan.js';

const invoice = (extra: Partial<NoticeCandidate> = {}): NoticeCandidate => ({
  type: 'BILL',
  dueDate: '2025-04-04',
  totalCents: 10_000,
  paidCents: 0,
  reminders: true,
  lateFee: true,
  installment: null,
  ...extra,
});

const kinds = (candidate: NoticeCandidate, today: string) =>
  dueNotices(candidate, today).map((n) => `${n.kind}:${n.occurrence}`);

describe('which notices are due on a day', () => {
  it('moves days across months and years without a time zone', () => {
    expect(shiftDay('2025-03-01', -1)).toBe('2025-02-28');
    expect(shiftDay('2024-12-29', 7)).toBe('2025-01-05');
    expect(shiftDay('2025-03-30', 1)).toBe('2025-03-31');
  });

  it('reminds from 3 days before, on the day only, and from 7 days after, each for the due date', () => {
    const reminders = invoice({ lateFee: false });
    expect(kinds(reminders, '2025-03-31')).toEqual([]);
    for (const day of ['2025-04-01', '2025-04-02', '2025-04-03']) {
      expect(kinds(reminders, day)).toEqual(['reminder_before:2025-04-04']);
    }
    expect(kinds(reminders, '2025-04-04')).toEqual(['reminder_due:2025-04-04']);
    for (const day of ['2025-04-05', '2025-04-10']) expect(kinds(reminders, day)).toEqual([]);
    for (const day of ['2025-04-11', '2025-09-01'])
      expect(kinds(reminders, day)).toEqual(['reminder_after:2025-04-04']);
    expect(kinds(invoice({ reminders: false, lateFee: false }), '2025-04-04')).toEqual([]);
  });

  it('puts the late fee first, from the day after the due date, for bill invoices only', () => {
    expect(kinds(invoice(), '2025-04-04')).toEqual(['reminder_due:2025-04-04']);
    expect(kinds(invoice(), '2025-04-05')).toEqual(['late_fee:once']);
    expect(kinds(invoice(), '2025-04-11')).toEqual(['late_fee:once', 'reminder_after:2025-04-04']);
    expect(kinds(invoice({ type: 'TRUST' }), '2025-04-11')).toEqual(['reminder_after:2025-04-04']);
  });

  it('has nothing to say about an invoice that owes nothing', () => {
    expect(kinds(invoice({ paidCents: 10_000 }), '2025-04-11')).toEqual([]);
    expect(kinds(invoice({ totalCents: 0 }), '2025-04-11')).toEqual([]);
  });

  it('names the installment due today unless the payments so far already cover it', () => {
    const plan = invoice({
      reminders: false,
      lateFee: false,
      dueDate: '2025-12-31',
      totalCents: 25_000,
      installment: { amountCents: 10_000, frequency: 'MONTHLY', startDate: '2025-01-31' },
    });
    expect(dueNotices(plan, '2025-02-28')).toEqual([
      {
        kind: 'installment',
        occurrence: '2',
        installment: { number: 2, count: 3, amountCents: 10_000, dueDate: '2025-02-28' },
      },
    ]);
    expect(kinds(plan, '2025-03-01')).toEqual([]);
    expect(kinds({ ...plan, paidCents: 19_999 }, '2025-02-28')).toEqual(['installment:2']);
    expect(kinds({ ...plan, paidCents: 20_000 }, '2025-02-28')).toEqual([]);
    // The last one is the remainder.
    expect(dueNotices({ ...plan, paidCents: 20_000 }, '2025-03-31')[0]!.installment).toMatchObject({
      number: 3,
      amountCents: 5000,
    });
    // A plan of more payments than the preview would list sends nothing.
    expect(kinds({ ...plan, installment: { ...plan.installment!, amountCents: 1 } }, '2025-01-31')).toEqual([]);
  });
});
